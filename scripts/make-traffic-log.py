#!/usr/bin/python3
"""Writes a synthetic nginx `combined` access log: LINES requests for URLs drawn from Zipf(S) over
U paths (inverse CDF with numpy), each path with a fixed size (log-normal, median 20 KB). For
trying `ringlab-cli traffic --log` when no real log is at hand; docs/traffic.md uses it.

Usage: make-traffic-log.py OUT.log [--lines 2000000] [--universe 200000] [--zipf 0.9] [--seed 7]
"""
import argparse

import numpy as np


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("out")
    ap.add_argument("--lines", type=int, default=2_000_000)
    ap.add_argument("--universe", type=int, default=200_000)
    ap.add_argument("--zipf", type=float, default=0.9)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    rng = np.random.default_rng(args.seed)
    cdf = np.cumsum(np.arange(1, args.universe + 1, dtype=np.float64) ** -args.zipf)
    cdf /= cdf[-1]
    sizes = np.maximum(1, rng.lognormal(np.log(20000), 1.0, args.universe)).astype(np.int64)
    names = rng.permutation(args.universe)  # popularity is not in the order of the names
    with open(args.out, "w") as f:
        for start in range(0, args.lines, 100_000):
            n = min(100_000, args.lines - start)
            ranks = np.searchsorted(cdf, rng.random(n), side="right")
            f.write("".join(
                f'192.0.2.{1 + (start + i) % 250} - - [03/Dec/2026:10:{(start + i) // 60000 % 60:02d}:00 +0000] '
                f'"GET /static/{names[r]:06d}.jpg HTTP/1.1" 200 {sizes[r]} "-" "Mozilla/5.0"\n'
                for i, r in enumerate(ranks.tolist())))


if __name__ == "__main__":
    main()
