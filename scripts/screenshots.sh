#!/usr/bin/env bash
# Saves the README screenshots under xvfb into docs/screenshots/ (small PNGs): the main window on
# the default experiment (ring page), two lessons of the guided tour, and every other page.
# The app saves each picture itself (ringlab --screenshot FILE) once the page shows its results.
#   scripts/screenshots.sh [BUILD_DIR]      (default: build)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
app=$build/app/ringlab
out=$here/docs/screenshots
[ -x "$app" ] || { echo "screenshots.sh: build $app first" >&2; exit 2; }
command -v xvfb-run >/dev/null || { echo "screenshots.sh: xvfb-run is not installed" >&2; exit 2; }
mkdir -p "$out"
size=1500x950
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A private settings folder: no remembered layout or language of the person running this.
export XDG_CONFIG_HOME=$tmp/config LANG=C.UTF-8 LC_ALL=C.UTF-8 LANGUAGE=en
export QT_QPA_PLATFORM=xcb

capture() { # name args...
  local name=$1; shift
  xvfb-run -a -s "-screen 0 ${size}x24" "$app" -geometry "${size}+0+0" --screenshot "$tmp/$name.png" "$@"
  # Keep them small: 8-bit palette PNGs.
  convert "$tmp/$name.png" -colors 256 -strip PNG8:"$out/$name.png"
  echo "saved $out/$name.png ($(du -k "$out/$name.png" | cut -f1) KB)"
}

capture mainwindow
capture lesson-one-point --tour 1
capture lesson-envoy --tour 7
capture page-spread --page spread
capture page-removal --page removal
capture page-live --page live
capture page-compare --page compare
capture page-advisor --advise "$here/tests/data/configs/nginx/seed-nginx.conf"
