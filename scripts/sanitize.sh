#!/usr/bin/env bash
# Builds every test under AddressSanitizer + UndefinedBehaviorSanitizer and runs them (CTest).
# usage: scripts/sanitize.sh [ctest args...]   e.g. scripts/sanitize.sh -L core
set -euo pipefail
cd "$(dirname "$0")/.."
build=${RINGLAB_ASAN_DIR:-build-asan}
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
if [ ! -f "$build/build.ninja" ]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRINGLAB_SANITIZE=ON \
    -DRINGLAB_BUILD_BENCH=OFF "${launcher[@]}"
fi
cmake --build "$build" --parallel "$(nproc)"
export QT_QPA_PLATFORM=offscreen
# Qt's own libraries are not instrumented; leaks inside them (fontconfig, glib) are not ours.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:detect_odr_violation=0}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
cd "$build"
ctest --output-on-failure --parallel "$(nproc)" --timeout 1800 "$@"
