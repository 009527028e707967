#!/usr/bin/env bash
# Configures and builds RingLab into ./build (idempotent, incremental).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${RINGLAB_BUILD_DIR:-build}
launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  # Clones in other folders share the cache: paths are hashed relative to the checkout.
  export CCACHE_BASEDIR=$PWD CCACHE_NOHASHDIR=true
fi
if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=${RINGLAB_BUILD_TYPE:-RelWithDebInfo} "${launcher[@]}" "$@"
fi
cmake --build "$BUILD_DIR" --parallel "$(nproc)"
