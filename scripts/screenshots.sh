#!/usr/bin/env bash
# Saves README screenshots of the main window and of a lesson of the guided tour, under xvfb,
# into docs/screenshots/ (small PNGs).
#   scripts/screenshots.sh [BUILD_DIR]      (default: build)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
app=$build/app/ringlab
out=$here/docs/screenshots
shot=${SCREENSHOT_TOOL:-/work/shared/tools/screenshot.sh}
[ -x "$app" ] || { echo "screenshots.sh: build $app first" >&2; exit 2; }
mkdir -p "$out"
size=1500x950
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The window fills the virtual screen: start maximised.
export QT_QPA_PLATFORM=xcb
capture() { # name seconds args...
  local name=$1 wait=$2; shift 2
  if [ -x "$shot" ]; then
    "$shot" "$tmp/$name.png" "$wait" "$size" -- "$app" -geometry "${size}+0+0" "$@"
  else
    xvfb-run -a -s "-screen 0 ${size}x24" bash -c '"$@" & p=$!; sleep '"$wait"'; import -window root "'"$tmp/$name.png"'"; kill $p' _ "$app" -geometry "${size}+0+0" "$@"
  fi
  # Keep them small: 8-bit palette PNGs.
  convert "$tmp/$name.png" -colors 256 -strip PNG8:"$out/$name.png"
  echo "saved $out/$name.png ($(du -k "$out/$name.png" | cut -f1) KB)"
}

capture mainwindow 6
capture lesson-one-point 6 --tour 1
capture lesson-envoy 7 --tour 7
