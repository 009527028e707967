#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each for a while.
# usage: scripts/fuzz.sh [--until-idle MINUTES] [SECONDS_PER_TARGET=180] [TARGET...]
#   RINGLAB_FUZZ_TIMEOUT=S  libFuzzer's -timeout (wall clock, default 10 s): raise it when other work
#                   shares the CPU, or a starved fuzzer reports spurious timeouts.
#   --until-idle M  stop a target once its coverage (libFuzzer's cov: and ft:) has not grown for
#                   M minutes; SECONDS_PER_TARGET is then the longest a target runs. One line per
#                   target goes to build-fuzz/fuzz-runs.log: the command, duration, executions,
#                   final cov/ft and the time of the last new coverage.
# Targets run one after another. New interesting inputs are merged into a fresh directory
# (-merge=1), which replaces the generated files of tests/fuzz/corpus/<target>/ (kept in the
# repo), so the corpus stays minimal; hand-named inputs (seeds, crash-*, hang-*) are never
# dropped. A crash input is saved as tests/fuzz/corpus/<target>/crash-* so tst_fuzzcorpus
# replays it forever.
set -euo pipefail
cd "$(dirname "$0")/.."
idle=0
if [ "${1:-}" = "--until-idle" ]; then
  idle=$2
  shift 2
fi
secs=${1:-180}; shift || true
build=build-fuzz
# Configured on every run, so a changed option reaches an existing tree.
CC=clang CXX=clang++ cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DRINGLAB_FUZZ=ON -DRINGLAB_BUILD_GUI=OFF -DRINGLAB_BUILD_BENCH=OFF
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=($(cd tests/fuzz && ls fuzz_*.cpp | sed 's/\.cpp$//'))
cmake --build "$build" --target "${targets[@]}" -j"$(nproc)"

# Keeps the libFuzzer-named files (40 hex digits) of $1 minimal: merges $1 and $2 into a fresh
# directory and puts the result back, minus copies of the hand-named inputs.
minimise() {
  local t=$1 corpus=$2 work=$3 fresh
  fresh=$(mktemp -d)
  "$build/tests/$t" -merge=1 "$fresh" "$corpus" "$work" >/dev/null 2>&1 || { rm -rf "$fresh"; return 1; }
  local named
  named=$(find "$corpus" -maxdepth 1 -type f ! -regex '.*/[0-9a-f]\{40\}' -exec sha1sum {} + | cut -d' ' -f1)
  for h in $named; do rm -f "$fresh/$h"; done
  find "$corpus" -maxdepth 1 -type f -regex '.*/[0-9a-f]\{40\}' -delete
  cp "$fresh"/* "$corpus"/ 2>/dev/null || true
  rm -rf "$fresh"
}

failed=()
for t in "${targets[@]}"; do
  corpus=tests/fuzz/corpus/${t#fuzz_}
  work=$(mktemp -d)
  cp -r "$corpus"/. "$work"/ 2>/dev/null || true
  cmd=("$build/tests/$t" "$work" -max_total_time="$secs" -max_len=4096 -timeout="${RINGLAB_FUZZ_TIMEOUT:-10}"
       -artifact_prefix="$corpus/" -print_final_stats=1)
  if [ "$idle" = 0 ]; then echo "== $t for ${secs}s"; else echo "== $t until ${idle} min without new coverage (at most ${secs}s)"; fi
  log=$(mktemp)
  start=$(date +%s)
  status=0
  if [ "$idle" = 0 ]; then
    "${cmd[@]}" >"$log" 2>&1 || status=$?
  else
    "${cmd[@]}" >"$log" 2>&1 &
    pid=$!
    last_cov="" last_new=$start
    while kill -0 "$pid" 2>/dev/null; do
      sleep 10
      cov=$(grep -a -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -n 1 || true)
      now=$(date +%s)
      if [ "$cov" != "$last_cov" ]; then last_cov=$cov; last_new=$now; fi
      if [ $((now - last_new)) -ge $((idle * 60)) ]; then kill -INT "$pid" 2>/dev/null || true; break; fi
    done
    wait "$pid" || status=$?
    # SIGINT is how an idle target is stopped: libFuzzer exits 72 ("run interrupted").
    if [ "$status" -eq 72 ] || [ "$status" -eq 130 ]; then status=0; fi
  fi
  end=$(date +%s)
  tail -n 25 "$log"
  execs=$(grep -a -o 'stat::number_of_executed_units: [0-9]*' "$log" | tail -n 1 | awk '{print $2}')
  final=$(grep -a -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -n 1)
  lastnew=$(grep -a -E '^#[0-9]+.*(NEW|REDUCE) ' "$log" | grep -a -o '^#[0-9]*' | tail -n 1)
  if [ "$idle" != 0 ]; then
    echo "$(date -u -d "@$start" +%FT%TZ) $t: ${cmd[*]} | $((end - start)) s | ${execs:-?} executions |" \
         "final ${final:-?} | last new coverage at $(date -u -d "@$last_new" +%TZ)" \
         "($((last_new - start)) s in, input ${lastnew:-none}) | exit $status" | tee -a "$build/fuzz-runs.log"
  fi
  rm -f "$log"
  minimise "$t" "$corpus" "$work" || echo "fuzz: merging the corpus of $t failed"
  rm -rf "$work"
  # A finding stops this target, not the others: they still run, and the script fails at the end.
  [ "$status" -eq 0 ] || { echo "fuzz: $t failed (exit $status); the crash input is in $corpus"; failed+=("$t"); }
done
[ ${#failed[@]} -eq 0 ] || { echo "fuzz: findings in ${failed[*]}"; exit 1; }
