#!/usr/bin/env bash
# Checks RingLab's twemproxy and dnsdist ports against the real Debian binaries, key by key.
#
#   scripts/check-port-live-memcache-dns.sh twemproxy|dnsdist [--keys N] [--cli PATH] [--base-port P]
#
# twemproxy: starts memcached instances on 127.0.0.1 (and one on 127.0.0.2:11211, the port
# twemproxy leaves out of a server's name), nutcracker in front of them with a private config,
# stores every key through nutcracker, then asks each memcached directly which keys it holds.
# dnsdist: starts tiny UDP DNS responders that answer every A query with their own address,
# dnsdist with fixed server ids and hash perturbation, and asks dnsdist for one name per key.
# Each configuration's owners are compared with `ringlab-cli route` on the same servers and
# options; the script prints "agree N of N" per configuration and exits 1 on any disagreement.
# Everything runs on loopback in a temporary folder; every process it starts is stopped.
# Needs: nutcracker, memcached, dnsdist (scripts/install-deps.sh), python3, a built ringlab-cli.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
exec python3 "$here/scripts/check_port_live_memcache_dns.py" "$@"
