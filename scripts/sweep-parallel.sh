#!/usr/bin/env bash
# Runs one `ringlab-cli simulate` sweep as N shards through GNU parallel, then merges them.
# The merged table is bit-identical to the unsharded run (docs/sweeps.md).
#
#   scripts/sweep-parallel.sh [--shards N] [--jobs J] [--cli PATH] [--dir DIR] [--json] -- SIMULATE-ARGS...
#
#   --shards N   shards (1 <= N; simulate refuses N > --rings), default 8
#   --jobs J     shards run at once (GNU parallel -j), default: one per core
#   --cli PATH   ringlab-cli to run (default: $RINGLAB_CLI, else ringlab-cli on PATH)
#   --dir DIR    keep the shard files (shard-I.json) in DIR; default: a temporary folder, removed
#   --json       print the merged table as JSON (ringlab-cli merge --json)
#
# Each shard runs with --threads 1 unless SIMULATE-ARGS give --threads. Extra GNU parallel options,
# e.g. remote machines, go in RINGLAB_PARALLEL_OPTS (word-split), for instance
#   RINGLAB_PARALLEL_OPTS="--sshlogin 8/node1,8/node2 --return shard-{}.json --cleanup"
# (ringlab-cli must then be on the remote machines' PATH or given with --cli as a remote path).
set -euo pipefail

shards=8
jobs=""
cli="${RINGLAB_CLI:-ringlab-cli}"
dir=""
json=()
while [ $# -gt 0 ]; do
  case "$1" in
    --shards) shards="${2:-}"; shift 2 ;;
    --jobs) jobs="${2:-}"; shift 2 ;;
    --cli) cli="${2:-}"; shift 2 ;;
    --dir) dir="${2:-}"; shift 2 ;;
    --json) json=(--json); shift ;;
    --) shift; break ;;
    *) echo "sweep-parallel: unknown option \"$1\" (options come before --, simulate's after it)" >&2; exit 2 ;;
  esac
done
if ! [[ "$shards" =~ ^[0-9]+$ ]] || [ "$shards" -lt 1 ] || [ "$shards" -gt 100000 ]; then
  echo "sweep-parallel: --shards \"$shards\" is not a whole number in the allowed range 1-100000" >&2
  exit 2
fi
if [ -n "$jobs" ] && { ! [[ "$jobs" =~ ^[0-9]+$ ]] || [ "$jobs" -lt 1 ] || [ "$jobs" -gt 10000 ]; }; then
  echo "sweep-parallel: --jobs \"$jobs\" is not a whole number in the allowed range 1-10000" >&2
  exit 2
fi
if ! command -v parallel >/dev/null; then
  echo "sweep-parallel: GNU parallel is not installed (Debian package \"parallel\"; scripts/install-deps.sh)" >&2
  exit 2
fi
if [ -z "$dir" ]; then
  dir=$(mktemp -d)
  trap 'rm -rf "$dir"' EXIT
fi
mkdir -p "$dir"
cli=$(command -v "$cli" || echo "$cli") # absolute, since the shards run inside $dir

# Relative file names, so that --return can bring remote shards back into $dir.
cd "$dir"
rm -f shard-*.json
# -q quotes every argument (spaces survive); --halt stops the sweep at the first failing shard.
# shellcheck disable=SC2086
parallel -q ${jobs:+-j "$jobs"} --halt now,fail=1 ${RINGLAB_PARALLEL_OPTS:-} \
  "$cli" simulate --threads 1 "$@" --shard "{}/$shards" --out "shard-{}.json" ::: $(seq 1 "$shards")
"$cli" merge "${json[@]}" shard-*.json
