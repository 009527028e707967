#!/usr/bin/python3
"""A traffic replay the way a data scientist would write it with numpy: Zipf ranks drawn by
inverse CDF (np.searchsorted on the cumulative probabilities), keys routed through a ring of 160
random points per server with np.searchsorted, then one OrderedDict LRU per server stepped in
Python (an LRU is sequential; numpy cannot vectorise it). RingLab's bench_traffic runs it beside
its own replay. Same model (Zipf(S) over U keys, N servers, C objects per server), not the same
draws.

Usage: traffic_numpy.py --requests 2000000 --servers 100 --universe 10000000 --cache 10000 --zipf 1.0
"""
import argparse
import os
import time
from collections import OrderedDict

import numpy as np


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--requests", type=int, default=2_000_000)
    ap.add_argument("--servers", type=int, default=100)
    ap.add_argument("--universe", type=int, default=10_000_000)
    ap.add_argument("--cache", type=int, default=10_000)
    ap.add_argument("--zipf", type=float, default=1.0)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    wall0, cpu0 = time.perf_counter(), time.process_time()
    rng = np.random.default_rng(args.seed)
    ranks = np.arange(1, args.universe + 1, dtype=np.float64)
    cdf = np.cumsum(ranks ** -args.zipf)
    cdf /= cdf[-1]
    keys = np.searchsorted(cdf, rng.random(args.requests), side="right")
    # Ring: 160 points per server on a 2^32 circle; a key's hash is a random position per key.
    points = rng.integers(0, 2**32, size=args.servers * 160, dtype=np.uint64)
    owner_of_point = np.repeat(np.arange(args.servers), 160)
    order = np.argsort(points)
    points, owner_of_point = points[order], owner_of_point[order]
    key_hash = rng.integers(0, 2**32, size=args.universe, dtype=np.uint64)
    slot = np.searchsorted(points, key_hash[keys], side="right") % len(points)
    servers = owner_of_point[slot]
    caches = [OrderedDict() for _ in range(args.servers)]
    hits = 0
    cap = args.cache
    for k, s in zip(keys.tolist(), servers.tolist()):
        c = caches[s]
        if k in c:
            c.move_to_end(k)
            hits += 1
        else:
            c[k] = True
            if len(c) > cap:
                c.popitem(last=False)
    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"numpy    {args.requests:12d} requests  wall {wall:7.2f} s  cpu {cpu:7.2f} s  "
          f"{args.requests / cpu / 1e6:6.1f} M req/s (cpu)  hit ratio {hits / args.requests:.4f}  load {load}")


if __name__ == "__main__":
    main()
