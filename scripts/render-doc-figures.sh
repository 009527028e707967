#!/usr/bin/env bash
# Renders every page's figure (ring, spread, removal, compare, advisor, live) and the gallery at single-column size (3.5 × 2.45 in, 8 pt) into
# docs/figures/ and rewrites the gallery section of docs/figures.md from the figures' JSON
# (title and caption). Usage: scripts/render-doc-figures.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# The Live page's export from a real small run: nginx in front of 100 backends, 20,000 keys,
# three backends down (the run folder is what the Live page and `measure --out` write).
run=()
if command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; then
  "$build/app/ringlab-cli" measure --proxy nginx --backends 100 --keys 20000 --down '#42-#44' \
    --base-port 27001 --pick-free-ports --quiet --out "$out/run" >/dev/null
  run=(--run "$out/run")
fi
"$build/app/ringlab-cli" figure all "${run[@]}" --size column --dpi 150 --formats png,json --out "$out" >/dev/null
rm -rf "$out/run"
# Smaller files for the repository: a 64-colour palette (ImageMagick, when installed).
if command -v convert >/dev/null; then
  for f in "$out"/*.png; do convert "$f" -colors 64 "PNG8:$f"; done
fi
mkdir -p docs/figures
rm -f docs/figures/*.png
python3 - "$out" <<'PY'
import json, os, shutil, sys
src = sys.argv[1]
import re
pngs = set(f[:-4] for f in os.listdir(src) if f.endswith('.png'))
names = sorted(f[:-5] for f in os.listdir(src) if f.endswith('.json'))
# A category chart or table that does not fit its size is written as parts (name-part1.png, name-part2.png, …)
# beside one JSON of all its rows.
def parts(name):
    if name in pngs:
        return [name]
    found = [p for p in pngs if re.fullmatch(re.escape(name) + r'-(part)?\d+', p)]
    return sorted(found, key=lambda p: int(p.rsplit('-', 1)[1].replace('part', '')))
covered = set(p for n in names for p in parts(n))
names += sorted(p for p in pngs if p not in covered)
lines = []
for group, title in (('gallery-', 'Gallery: published figures reproduced'), ('', 'Every page\'s export')):
    lines.append('## ' + title + '\n')
    for name in names:
        if group and not name.startswith(group):
            continue
        if not group and name.startswith('gallery-'):
            continue
        meta = {}
        if os.path.exists(os.path.join(src, name + '.json')):
            meta = json.load(open(os.path.join(src, name + '.json')))
        pieces = parts(name)
        for i, piece in enumerate(pieces):
            shutil.copy(os.path.join(src, piece + '.png'), os.path.join('docs/figures', piece + '.png'))
            title = meta.get('title') or name
            if len(pieces) > 1:
                title += ' (%d of %d)' % (i + 1, len(pieces))
            lines.append('### ' + title + '\n')
            lines.append('![%s](figures/%s.png)\n' % (piece, piece))
            if meta.get('caption'):
                lines.append('*' + meta['caption'].replace('*', '\\*') + '*\n')
doc = open('docs/figures.md').read()
marker = '<!-- rendered figures: scripts/render-doc-figures.sh -->'
doc = doc.split(marker)[0].rstrip() + '\n\n' + marker + '\n\n' + '\n'.join(lines)
open('docs/figures.md', 'w').write(doc)
PY
