#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each for a while.
# usage: scripts/fuzz.sh [SECONDS_PER_TARGET=180] [TARGET...]
# New interesting inputs are merged back into tests/fuzz/corpus/<target>/ (kept in the repo);
# a crash input is saved as tests/fuzz/corpus/<target>/crash-* so tst_fuzzcorpus replays it forever.
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-180}; shift || true
build=build-fuzz
# Configured on every run, so a changed option reaches an existing tree.
CC=clang CXX=clang++ cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DRINGLAB_FUZZ=ON -DRINGLAB_BUILD_GUI=OFF -DRINGLAB_BUILD_BENCH=OFF
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=($(cd tests/fuzz && ls fuzz_*.cpp | sed 's/\.cpp$//'))
cmake --build "$build" --target "${targets[@]}" -j"$(nproc)"
for t in "${targets[@]}"; do
  corpus=tests/fuzz/corpus/${t#fuzz_}
  work=$(mktemp -d)
  cp -r "$corpus"/. "$work"/ 2>/dev/null || true
  echo "== $t for ${secs}s"
  status=0
  "$build/tests/$t" "$work" -max_total_time="$secs" -max_len=4096 -timeout=10 \
    -artifact_prefix="$corpus/" -print_final_stats=1 2>&1 | tail -n 25 || status=$?
  # Keep a minimised corpus in the repo.
  "$build/tests/$t" -merge=1 "$corpus" "$work" >/dev/null 2>&1 || true
  rm -rf "$work"
  [ "$status" -eq 0 ] || { echo "fuzz: $t failed (exit $status); the crash input is in $corpus"; exit 1; }
done
