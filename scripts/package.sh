#!/usr/bin/env bash
# Builds the Debian package ringlab_<version>_<arch>.deb with CPack (docs/install.md). Prints the
# package's path, size and the time taken last.
#   bash scripts/package.sh                  (after scripts/install-deps.sh)
#     A Release build without tests or benchmarks, installed under /usr, with Debian's hardening
#     flags, in $RINGLAB_PACKAGE_DIR (default build-package; incremental, ccache as
#     scripts/build.sh), without any build-tree path in the binaries.
#   bash scripts/package.sh --from-build DIR
#     No compile of its own: packages the tree DIR that scripts/build.sh configured and built (CI:
#     the tests' tree, scripts/test.sh). DIR must have CMAKE_INSTALL_PREFIX=/usr; its binaries
#     keep their build flags and the build tree's responder path as a last fallback (an installed
#     RingLab finds /usr/libexec/ringlab first). The package lands in DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
if [ "${1:-}" = --from-build ]; then
  dir=${2:?"--from-build needs the build folder"}
  prefix=$(sed -n 's/^CMAKE_INSTALL_PREFIX:PATH=//p' "$dir/CMakeCache.txt" 2> /dev/null || true)
  [ "$prefix" = /usr ] || { echo "package.sh: $dir is not configured with CMAKE_INSTALL_PREFIX=/usr (it has '$prefix')" >&2; exit 2; }
  nice cmake --build "$dir" --parallel "$(nproc)" --target ringlab ringlab-cli ringlab-figure ringlab-responder \
    ringlab_manpages ringlab_changelog ringlab_icon_png
else
  dir=${RINGLAB_PACKAGE_DIR:-build-package}
  mkdir -p "$dir"
  launcher=()
  if command -v ccache > /dev/null; then
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    export CCACHE_BASEDIR=$PWD CCACHE_NOHASHDIR=true
  fi
  # Debian's flags (dpkg-buildflags: fortify, stack protector, relro, bindnow) for lintian's hardening
  # checks; not its -g (the package is stripped) nor -O2 and its path map (Release's -O3 instead).
  export DEB_BUILD_MAINT_OPTIONS=hardening=+all
  cxxflags="$(dpkg-buildflags --get CPPFLAGS) $(dpkg-buildflags --get CXXFLAGS | sed -E 's/(^| )(-g|-O2|-ffile-prefix-map=[^ ]*)( |$)/ /g')"
  ldflags=$(dpkg-buildflags --get LDFLAGS)
  # The changelog's date is the commit's, so the same commit gives the same package.
  SOURCE_DATE_EPOCH=$(git log -1 --format=%ct 2> /dev/null || date +%s)
  export SOURCE_DATE_EPOCH
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
    -DRINGLAB_BUILD_TESTS=OFF -DRINGLAB_BUILD_BENCH=OFF -DRINGLAB_BUILD_TREE_LOOKUP=OFF \
    "-DCMAKE_CXX_FLAGS=$cxxflags" "-DCMAKE_EXE_LINKER_FLAGS=$ldflags" "-DCMAKE_SHARED_LINKER_FLAGS=$ldflags" \
    "${launcher[@]}" > "$dir/configure.log" || { cat "$dir/configure.log"; exit 1; }
  nice cmake --build "$dir" --parallel "$(nproc)"
fi
rm -f "$dir"/ringlab_*.deb
(cd "$dir" && cpack -G DEB > cpack.log) || { cat "$dir/cpack.log"; exit 1; }
deb=$(ls "$dir"/ringlab_*.deb)
echo "package.sh: $deb ($(du -k "$deb" | cut -f1) KB) in $(($(date +%s) - start)) s"
