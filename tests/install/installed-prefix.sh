#!/usr/bin/env bash
# CTest install/installed_prefix: `cmake --install` into a temporary DESTDIR, then the installed
# programs run with the build tree and the source tree made unreachable (a private mount namespace
# lays an empty tmpfs over both), so they can only find their helpers, libraries, translations and
# manual from their install prefix. The smoke tests are scripts/smoke-installed.sh's.
#   tests/install/installed-prefix.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$(realpath "$1")
source=$(realpath "$2")
tmp=$(mktemp -d "${TMPDIR:-/tmp}/ringlab-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
DESTDIR=$tmp/root cmake --install "$build" > "$tmp/install.log" || { cat "$tmp/install.log"; exit 1; }
prefix=$tmp/root$(sed -n 's/^CMAKE_INSTALL_PREFIX:PATH=//p' "$build/CMakeCache.txt")
[ -x "$prefix/bin/ringlab-cli" ] || { echo "no $prefix/bin/ringlab-cli after the install" >&2; exit 1; }
# Helpers are not commands (FHS): nothing but ringlab and ringlab-cli in bin.
extra=$(ls "$prefix/bin" | grep -v -x -e ringlab -e ringlab-cli || true)
[ -z "$extra" ] || { echo "bin holds more than ringlab and ringlab-cli: $extra" >&2; exit 1; }
cp "$source/scripts/smoke-installed.sh" "$tmp/smoke.sh"
# Root: a mount namespace; otherwise a user namespace as well (unprivileged).
ns=(-m)
[ "$(id -u)" = 0 ] || ns=(-r -m)
cd /
unshare "${ns[@]}" bash -c '
  set -e
  mount -t tmpfs none "$1"
  [ "$2" = "$1" ] || case "$2" in "$1"/*) ;; *) mount -t tmpfs none "$2" ;; esac
  [ ! -e "$2/CMakeCache.txt" ] && [ ! -e "$1/CMakeLists.txt" ] || { echo "the trees are still visible" >&2; exit 1; }
  bash "$3/smoke.sh" "$4" "$3/out"' _ "$source" "$build" "$tmp" "$prefix"
