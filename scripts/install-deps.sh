#!/usr/bin/env bash
# Installs everything RingLab needs to build, run and test, from Debian 12's archive.
# Idempotent: packages already present are left alone. Must run as root.
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build pkg-config git ccache
  qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev libgl-dev
  qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libqt6svg6 qt6-qpa-plugins
  libxxhash-dev zlib1g-dev libyaml-cpp-dev libsodium-dev
  nginx-light libnginx-mod-http-echo haproxy wrk
  nutcracker dnsdist memcached
  libmemcached-tools dnsperf redis-tools
  varnish caddy trafficserver
  python3 python3-numpy
  xvfb xauth imagemagick
  fonts-noto-cjk
  poppler-utils librsvg2-bin
  clang libclang-rt-14-dev
  iproute2 procps psmisc
  parallel
  dpkg-dev fakeroot lintian appstream desktop-file-utils bash-completion man-db
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ "${#missing[@]}" -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # policy-rc.d keeps Debian from starting a system nginx/haproxy on install.
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d; chmod +x /usr/sbin/policy-rc.d
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
echo "install-deps: ok"
