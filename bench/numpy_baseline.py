#!/usr/bin/python3
"""The ideal-ring simulation the way a data scientist would write it with numpy:
random points, sort, diff, bincount. RingLab's bench_sim runs it beside its own explicit path.

Usage: numpy_baseline.py --servers 100 --points 1,11,16,160,1600,10000,100000 --rings 400
       [--rule next|nearest] [--max-seconds-per-row 8] [--seed 1] [--json]

Reports wall time and the process's CPU time (time.process_time): on a shared machine the CPU
time is the one to compare.
"""
import argparse
import json
import math
import sys
import time

import numpy as np


def one_ring(rng, servers, points, nearest=False):
    owner = np.repeat(np.arange(servers), points)
    pos = rng.random(servers * points)
    order = np.argsort(pos)
    pos = pos[order]
    # Next rule: each point owns the arc before it (the first one wraps around).
    arcs = np.diff(pos, prepend=pos[-1] - 1.0)
    if nearest:
        # Nearest rule: half of the arc before and half of the arc after each point.
        arcs = (arcs + np.roll(arcs, -1)) / 2
    share = np.bincount(owner[order], weights=arcs, minlength=servers)
    load = share * servers
    return load.std() / load.mean(), load.max(), load.min()


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--servers", type=int, default=100)
    ap.add_argument("--points", default="1,11,16,160,1600,10000,100000")
    ap.add_argument("--rings", type=int, default=400)
    ap.add_argument("--max-seconds-per-row", type=float, default=8.0,
                    help="stop a row early (at least 3 rings) once this much time is spent")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rule", choices=["next", "nearest"], default="next")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    rng = np.random.default_rng(args.seed)
    rows = []
    total_points = 0
    total_seconds = 0.0
    total_cpu = 0.0
    for k in [int(x) for x in args.points.split(",")]:
        cvs, busiest, quietest = [], [], []
        start = time.perf_counter()
        cpu_start = time.process_time()
        for r in range(args.rings):
            cv, hi, lo = one_ring(rng, args.servers, k, args.rule == "nearest")
            cvs.append(cv)
            busiest.append(hi)
            quietest.append(lo)
            if r >= 2 and time.perf_counter() - start > args.max_seconds_per_row:
                break
        seconds = time.perf_counter() - start
        cpu = time.process_time() - cpu_start
        n = len(cvs)
        points = n * args.servers * k
        total_points += points
        total_seconds += seconds
        total_cpu += cpu
        rows.append({
            "points": k, "rings": n, "seconds": seconds, "cpu_seconds": cpu,
            "points_per_second": points / seconds,
            "cv_formula": math.sqrt((args.servers - 1) / (args.servers * k + 1)),
            "cv_rms": math.sqrt(float(np.mean(np.square(cvs)))),
            "busiest_mean": float(np.mean(busiest)), "quietest_mean": float(np.mean(quietest)),
        })
    summary = {"numpy": np.__version__, "rule": args.rule, "rows": rows, "points": total_points,
               "seconds": total_seconds, "cpu_seconds": total_cpu,
               "points_per_second": total_points / total_seconds,
               "points_per_cpu_second": total_points / total_cpu}
    if args.json:
        json.dump(summary, sys.stdout, indent=1)
        print()
    else:
        for row in rows:
            print("k=%-7d rings=%-4d cv_rms=%.4f (formula %.4f) busiest=%.3f  %.2f s  %.1f M points/s" % (
                row["points"], row["rings"], row["cv_rms"], row["cv_formula"], row["busiest_mean"],
                row["seconds"], row["points_per_second"] / 1e6))
        print("numpy %s: %d points in %.2f s wall, %.2f s CPU = %.2f M points/s, %.2f M points per CPU-second" % (
            np.__version__, total_points, total_seconds, total_cpu, summary["points_per_second"] / 1e6,
            summary["points_per_cpu_second"] / 1e6))


if __name__ == "__main__":
    main()
