#!/usr/bin/env bash
# Configures and builds RingLab into ./build (idempotent, incremental).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${RINGLAB_BUILD_DIR:-build}
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=${RINGLAB_BUILD_TYPE:-RelWithDebInfo} "${launcher[@]}" "$@"
fi
cmake --build "$BUILD_DIR" --parallel "$(nproc)"
