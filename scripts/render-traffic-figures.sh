#!/usr/bin/env bash
# Renders docs/traffic.md's figures at single-column size (3.5 × 2.45 in, 8 pt, 150 dpi) into
# docs/figures/traffic/: the Traffic page's charts for Zipf(1.0) over 1,000,000 keys and for the
# replay of a real nginx access log (tests/data/traffic/), nginx, HAProxy, Envoy's ring and Maglev
# through a removal and a re-add. Usage: scripts/render-traffic-figures.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
mkdir -p docs/figures/traffic
rm -f docs/figures/traffic/*.png
for run in zipf:zipf-9042 log:pingora-log; do
  name=${run%%:*} experiment=tests/data/traffic/${run#*:}.ringlab
  "$build/app/ringlab-cli" figure traffic --experiment "$experiment" --size column --dpi 150 \
    --formats png,csv,json --out "$out/$name" >/dev/null
  for f in "$out/$name"/*.png; do
    # Smaller files for the repository: a 64-colour palette (ImageMagick, when installed).
    command -v convert >/dev/null && convert "$f" -colors 64 "PNG8:$f"
    cp "$f" "docs/figures/traffic/$name-$(basename "$f")"
  done
done
ls docs/figures/traffic
