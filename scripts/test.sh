#!/usr/bin/env bash
# Installs dependencies, builds, and runs every test (CTest), headless; last, the Debian package:
# packed from this same build tree (configured with the prefix /usr; no second compile) and checked
# installed, then purged (scripts/check-package.sh --from-build; about 1.5 minutes).
# RINGLAB_SKIP_PACKAGE=1 leaves that step out.
# The tests' build has no debug information (-O2 -DNDEBUG, the code RelWithDebInfo builds, without
# -g): on 2 cores that is minutes of compiling and linking CI does not need.
# RINGLAB_SANITIZE=1 adds the sanitizer step: the parsers (fuzz corpus incl. every config reader,
# server lists, key files, mapping files, live configs), the checked file writer on a full tmpfs and
# every ring port's search rebuilt under AddressSanitizer + UndefinedBehaviorSanitizer
# (scripts/sanitize.sh; about 7 minutes cold on 2 cores). It is not in the default run: with it, CI
# took about 36 minutes on 2 cores, over its 30.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
# Benchmarks are programs, not tests: CI does not need to build them.
# RINGLAB_WERROR: CI builds with the project's stricter warning set and fails on any warning.
# CMAKE_INSTALL_PREFIX=/usr: the package step below packs this tree (it changes install rules only).
RINGLAB_BUILD_TYPE=Release bash scripts/build.sh -DRINGLAB_BUILD_BENCH=OFF -DRINGLAB_WERROR=ON \
  -DCMAKE_INSTALL_PREFIX=/usr "-DCMAKE_CXX_FLAGS_RELEASE=-O2 -DNDEBUG"
(
  export QT_QPA_PLATFORM=offscreen
  cd "${RINGLAB_BUILD_DIR:-build}"
  ctest --output-on-failure --parallel "$(nproc)" --timeout 900
)
if [ "${RINGLAB_SANITIZE:-0}" = 1 ]; then
  bash scripts/sanitize.sh --core --targets \
    "tst_fuzzcorpus tst_serverlistparser tst_keyfilereader tst_mappingwriter tst_liveconfig tst_ringportsearch tst_filewriter"
fi
if [ "${RINGLAB_SKIP_PACKAGE:-0}" != 1 ]; then
  bash scripts/check-package.sh --from-build "${RINGLAB_BUILD_DIR:-build}"
fi
