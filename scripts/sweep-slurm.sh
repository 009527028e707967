#!/usr/bin/env bash
# Submits a `ringlab-cli simulate` sweep to Slurm: an array of N shards (scripts/sweep-slurm.sbatch)
# and a merge job that runs once every shard succeeded and writes table.txt and table.json.
#
#   scripts/sweep-slurm.sh N DIR SIMULATE-ARGS...
#
# DIR must be on a shared file system; RINGLAB_CLI (default ringlab-cli) must run on every node.
# Extra sbatch options (partition, account, --cpus-per-task) go in RINGLAB_SBATCH_OPTS.
set -euo pipefail
if [ $# -lt 2 ] || ! [[ "$1" =~ ^[0-9]+$ ]] || [ "$1" -lt 1 ] || [ "$1" -gt 100000 ]; then
  echo "sweep-slurm: N (shards) must be a whole number in the allowed range 1-100000; usage: $0 N DIR SIMULATE-ARGS..." >&2
  exit 2
fi
shards="$1"
dir=$(realpath -m "$2")
shift 2
mkdir -p "$dir"
cli="${RINGLAB_CLI:-ringlab-cli}"
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck disable=SC2086
array=$(RINGLAB_SWEEP_DIR="$dir" RINGLAB_CLI="$cli" sbatch --parsable --export=ALL ${RINGLAB_SBATCH_OPTS:-} \
  --array="1-$shards" "$here/sweep-slurm.sbatch" "$@")
array=${array%%;*}
# shellcheck disable=SC2086
sbatch --parsable ${RINGLAB_SBATCH_OPTS:-} --job-name=ringlab-merge --dependency="afterok:$array" \
  --output="$dir/merge.log" \
  --wrap="cd '$dir' && '$cli' merge shard-*.json > table.txt && '$cli' merge --json shard-*.json > table.json"
echo "sweep-slurm: array job $array ($shards shards) and its merge job submitted; results in $dir/table.txt" >&2
