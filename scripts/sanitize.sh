#!/usr/bin/env bash
# Builds the tests under AddressSanitizer + UndefinedBehaviorSanitizer and runs them (CTest).
# usage: scripts/sanitize.sh [--core [--targets "tst_a tst_b"]] [ctest args...]   e.g. scripts/sanitize.sh -L core
#   (no option) every test, GUI and live (real nginx/HAProxy) included, at -O1 -g1 in build-asan.
#   --core  ringcore, ringlab-cli and the non-GUI, non-live tests only: configures without the GUI
#           (RINGLAB_BUILD_GUI=OFF) at -O1 -g1 (line tables for the reports) in build-asan-core and
#           runs CTest with -LE live. The full build takes long on a small shared machine; this one
#           covers every engine test.
#   --targets (after --core) builds only these test executables (and ringcore) and runs only them:
#           for a busy machine where even the non-GUI build takes hours.
set -euo pipefail
cd "$(dirname "$0")/.."
core=0
targets=()
if [ "${1:-}" = "--core" ]; then
  core=1
  shift
  if [ "${1:-}" = "--targets" ]; then
    read -r -a targets <<< "$2"
    shift 2
  fi
fi
build=${RINGLAB_ASAN_DIR:-build-asan}
# -O1 -g1: line tables for the reports, and a build that fits a small machine.
extra=(-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1\ -g1)
ctest_extra=()
if [ $core = 1 ]; then
  build=${RINGLAB_ASAN_DIR:-build-asan-core}
  extra+=(-DRINGLAB_BUILD_GUI=OFF)
  ctest_extra=(-LE live)
fi
launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  export CCACHE_BASEDIR=$PWD CCACHE_NOHASHDIR=true
fi
# Configured on every run, so a changed option reaches an existing tree.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRINGLAB_SANITIZE=ON \
  -DRINGLAB_BUILD_BENCH=OFF "${extra[@]}" "${launcher[@]}"
if [ ${#targets[@]} -gt 0 ]; then
  cmake --build "$build" --parallel "$(nproc)" --target "${targets[@]}"
  regex=$(IFS='|'; echo "${targets[*]}")
  ctest_extra=(-R "/($regex)\$") # the chosen tests, live-folder ones included
else
  cmake --build "$build" --parallel "$(nproc)"
fi
export QT_QPA_PLATFORM=offscreen
# Qt's own libraries are not instrumented; leaks inside them (fontconfig, glib) are not ours.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:detect_odr_violation=0}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
cd "$build"
ctest --output-on-failure --parallel "$(nproc)" --timeout 1800 "${ctest_extra[@]}" "$@"
