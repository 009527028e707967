#!/usr/bin/env bash
# Installs dependencies, builds, and starts RingLab on its embedded default experiment.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
app=${RINGLAB_BUILD_DIR:-build}/app/ringlab
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "run: no display found; starting RingLab under xvfb-run (set DISPLAY to see the window)" >&2
  exec xvfb-run -a "$app" "$@"
fi
exec "$app" "$@"
