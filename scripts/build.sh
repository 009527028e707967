#!/usr/bin/env bash
# Configures and builds RingLab into ./build, or $RINGLAB_BUILD_DIR (incremental).
# Every run configures with the arguments given (e.g. -DRINGLAB_BUILD_BENCH=OFF) and the build type
# $RINGLAB_BUILD_TYPE (default RelWithDebInfo), also on an existing tree; re-configuring is cheap.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${RINGLAB_BUILD_DIR:-build}
launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  # Clones in other folders share the cache: paths are hashed relative to the checkout.
  export CCACHE_BASEDIR=$PWD CCACHE_NOHASHDIR=true
fi
cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE="${RINGLAB_BUILD_TYPE:-RelWithDebInfo}" "${launcher[@]}" "$@"
cmake --build "$BUILD_DIR" --parallel "$(nproc)"
