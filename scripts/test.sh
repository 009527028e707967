#!/usr/bin/env bash
# Installs dependencies, builds, and runs every test (CTest), headless.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
# Benchmarks are programs, not tests: CI does not need to build them.
bash scripts/build.sh -DRINGLAB_BUILD_BENCH=OFF
export QT_QPA_PLATFORM=offscreen
cd build
ctest --output-on-failure --parallel "$(nproc)" --timeout 900
