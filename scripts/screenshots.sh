#!/usr/bin/env bash
# Saves the README screenshots under xvfb into docs/screenshots/ (small PNGs): the main window on
# the default experiment (ring page), every other page, and every lesson of the guided tour.
# The app saves each picture itself (ringlab --screenshot FILE) once the page shows its results.
#   scripts/screenshots.sh [BUILD_DIR] [lessons|i18n [PAGE [LANG]]]   (default: build; "lessons": only
#   the tour's; "i18n": only every page in English, German and Simplified Chinese,
#   i18n/<lang>-<page>.png, or only PAGE (e.g. traffic), or only PAGE in LANG (en, de, zh_CN));
#   "presenter": only lesson 4 step 1 in presenter mode at 1366×768, i18n/en-presenter-lesson-04-step1.png,
#   which the default run also takes; the lessons are taken in presenter mode too)
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
  mkdir -p "$(dirname "$tmp/$name.png")"
  xvfb-run -a -s "-screen 0 ${size}x24" "$app" -geometry "${size}+0+0" --screenshot "$tmp/$name.png" "$@"
  # Keep them small: 8-bit palette PNGs.
  convert "$tmp/$name.png" -colors "${colours:-256}" -strip PNG8:"$out/$name.png"
  echo "saved $out/$name.png ($(du -k "$out/$name.png" | cut -f1) KB)"
}

# Experiments whose scheme is one of the newer live systems: the Live page then shows that system
# chosen in its proxy list (live-twemproxy, live-dnsdist).
experiment() { # file algorithm
  {
    printf '{"format":"ringlab-experiment","version":1,"algorithm":"%s","keys":100000,"seed":"1","title":"","options":{},"servers":[' "$2"
    for i in $(seq 1 10); do printf '%s{"address":"127.0.0.1:%d","weight":1}' "$([ "$i" -gt 1 ] && echo ,)" $((9000 + i)); done
    printf ']}\n'
  } > "$1"
}
experiment "$tmp/twemproxy.json" twemproxy-ketama
experiment "$tmp/dnsdist.json" dnsdist-chashed

# Presenter mode (large fonts, high contrast) at a classroom projector's 1366×768, English: lesson 4
# step 1 (a server removed: ring, callout and server table all in the large font).
presenter() {
  mkdir -p "$out/i18n"
  size=1366x768 LANGUAGE=en LANG=en_US.UTF-8 LC_ALL=en_US.UTF-8 \
    capture i18n/en-presenter-lesson-04-step1 --presenter --tour 4 --tour-steps 1
}
if [ "${2:-}" = presenter ]; then
  presenter
  exit 0
fi

if [ "${2:-}" = i18n ]; then
  # Every page in each language at 1366×768, to look at for overflow, clipping and untranslated text.
  # The page ids come from the app itself (its --page error lists them), so a new page is included.
  size=1366x768 colours=128
  mkdir -p "$out/i18n"
  pages=$(QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME=$tmp/ids "$app" --page '?' 2>&1 | sed -n 's/.*use one of: //p' | tr -d ',')
  [ -n "$pages" ] || { echo "screenshots.sh: could not read the page ids from $app --page" >&2; exit 2; }
  if [ -n "${3:-}" ]; then
    case " $pages live-twemproxy live-dnsdist " in *" $3 "*) pages=$3 ;;
      *) echo "screenshots.sh: unknown page $3 (pages: $pages live-twemproxy live-dnsdist)" >&2; exit 2 ;; esac
  else
    pages="$pages live-twemproxy live-dnsdist"
  fi
  langs="en de zh_CN"
  if [ -n "${4:-}" ]; then
    case " $langs " in *" $4 "*) langs=$4 ;; *) echo "screenshots.sh: unknown language $4 (en, de, zh_CN)" >&2; exit 2 ;; esac
  fi
  for lang in $langs; do
    case $lang in en) locale=en_US.UTF-8 ;; de) locale=de_DE.UTF-8 ;; zh_CN) locale=zh_CN.UTF-8 ;; esac
    for page in $pages; do
      case $page in
        advisor) args=(--advise "$here/tests/data/configs/nginx/seed-nginx.conf") ;;
        live-*) args=(--page live "$tmp/${page#live-}.json") ;;
        *) args=(--page "$page") ;;
      esac
      rm -rf "$tmp/config"
      LANGUAGE=$lang LANG=$locale LC_ALL=$locale capture "i18n/$lang-$page" "${args[@]}"
    done
  done
  exit 0
fi

if [ "${2:-}" != lessons ]; then
capture mainwindow
capture page-spread --page spread
capture page-removal --page removal
capture page-live --page live
capture page-compare --page compare
capture page-traffic --page traffic
capture page-advisor --advise "$here/tests/data/configs/nginx/seed-nginx.conf"
fi

# Every lesson of the guided tour in presenter mode at 1366×768 (a classroom projector), on entry
# and after each of its "Show me" steps: lesson-NN-entry.png, lesson-NN-stepS.png. Only lesson N:
#   scripts/screenshots.sh BUILD lessons N
size=1366x768
steps=(1 1 1 1 1 1 1 1 2 1) # steps of lessons 1 … 10 (ringlab --tour N --tour-steps S rejects more)
for n in "${!steps[@]}"; do
  lesson=$((n + 1))
  [ "${2:-}" = lessons ] && [ -n "${3:-}" ] && [ "$3" != "$lesson" ] && continue
  name=$(printf 'lesson-%02d' "$lesson")
  colours=128 capture "$name-entry" --presenter --tour "$lesson"
  for s in $(seq 1 "${steps[$n]}"); do
    colours=128 capture "$name-step$s" --presenter --tour "$lesson" --tour-steps "$s"
  done
done
[ "${2:-}" = lessons ] && exit 0
presenter
