#!/usr/bin/env bash
# Checks a ring port against the real Debian binary, key by key, with the port's options
# (--option). Plain runs (weights, servers down) are `ringlab-cli measure --proxy SYSTEM`
# followed by `ringlab-cli predict` (docs/live-runs.md); this script covers the options measure
# does not vary (Varnish by=…, Caddy policy, Traffic Server secondary parents and host names).
#
#   scripts/check-port-live.sh SYSTEM [--backends N] [--keys N] [--weights W] [--down POSITIONS]
#                              [--option name=value]...
#
# SYSTEM: varnish | trafficserver | caddy. Starts N echo backends (each answers with its own
# address), the system on 127.0.0.1:18080 with a private config and run directory under a temp
# dir, sends N generated keys (/objects/<16 hex>, ringlab-cli's generator) through it and
# compares every answer with `ringlab-cli route` for the matching algorithm. --weights: one
# weight for all or one per backend (comma list). --down: 1-based backend positions to mark
# down (Varnish: backend.set_health sick; Traffic Server: traffic_ctl host down; Caddy: the
# upstream is listed but nothing listens there, so its active health check fails). --option
# goes to ringlab-cli and into the system's config where it has a meaning.
# Prints "agree: A of K keys" and exits 1 on any disagreement or failed request.
set -euo pipefail
cd "$(dirname "$0")/.."
here=$PWD
system=${1:?usage: check-port-live.sh varnish|trafficserver|caddy [options]}
shift
backends=100 keys=1000 weights=1 down="" options=()
while [ $# -gt 0 ]; do
  case "$1" in
    --backends) backends=$2; shift 2 ;;
    --keys) keys=$2; shift 2 ;;
    --weights) weights=$2; shift 2 ;;
    --down) down=$2; shift 2 ;;
    --option) options+=("$2"); shift 2 ;;
    *) echo "check-port-live: unknown argument $1" >&2; exit 2 ;;
  esac
done
cli=${RINGLAB_CLI:-$here/build/app/ringlab-cli}
# Ports: the system on 127.0.0.1:18080 (its admin port 18081), backends from 19001; the
# environment can move them (RINGLAB_LIVE_PORT, RINGLAB_LIVE_BACKEND_PORT) to run two checks at once.
proxy=${RINGLAB_LIVE_PORT:-18080} admin=$((proxy + 1)) base=${RINGLAB_LIVE_BACKEND_PORT:-19000}
run=$(mktemp -d /tmp/ringlab-live-XXXXXX)
pids=()
cleanup() {
  for p in "${pids[@]+"${pids[@]}"}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$run"
}
trap cleanup EXIT

opt() { # opt NAME DEFAULT: the value given with --option NAME=…
  local o
  for o in "${options[@]+"${options[@]}"}"; do [ "${o%%=*}" = "$1" ] && { echo "${o#*=}"; return; }; done
  echo "$2"
}
weight_of() { if [[ $weights == *,* ]]; then cut -d, -f"$1" <<<"$weights"; else echo "$weights"; fi; }
is_down() { [[ ",$down," == *",$1,"* ]]; }
wait_port() { # wait_port HOST PORT
  for _ in $(seq 150); do (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null && return 0; sleep 0.2; done
  echo "check-port-live: nothing listens on $1:$2" >&2; return 1
}

# Backend addresses: one host name per backend for Traffic Server (it hashes host names and marks
# hosts down by name), ports on 127.0.0.1 otherwise.
addr=()
for i in $(seq "$backends"); do
  if [ "$system" = trafficserver ]; then addr+=("127.0.$((i / 250)).$((i % 250 + 2)):$((base + 1))")
  else addr+=("127.0.0.1:$((base + i))"); fi
done
printf '%s\n' "${addr[@]}" > "$run/servers.txt"
live=()
for i in $(seq "$backends"); do
  # Caddy's health check finds a down upstream by itself: nothing listens there.
  if [ "$system" = caddy ] && is_down "$i"; then continue; fi
  live+=("${addr[$((i - 1))]}")
done
printf '%s\n' "${live[@]}" > "$run/listen.txt"
python3 scripts/check-port-live.py serve "$run/listen.txt" > "$run/backends.log" 2>&1 &
pids+=($!)
last=${live[$((${#live[@]} - 1))]}
wait_port "${last%:*}" "${last##*:}"

case "$system" in
  varnish)
    algorithm=varnish-shard
    {
      echo 'vcl 4.1;'
      echo 'import directors;'
      for i in $(seq "$backends"); do
        a=${addr[$((i - 1))]}
        echo "backend b$i { .host = \"${a%:*}\"; .port = \"${a##*:}\"; }"
      done
      echo 'sub vcl_init {'
      echo '  new vd = directors.shard();'
      for i in $(seq "$backends"); do
        echo "  vd.add_backend(b$i, ident=\"${addr[$((i - 1))]}\", weight=$(weight_of "$i"));"
      done
      echo "  vd.reconfigure(replicas=$(opt replicas 67));"
      echo '}'
      echo 'sub vcl_recv { return (pass); }'
      # Resolved on the backend side, so by=HASH is the object digest of URL and Host.
      echo "sub vcl_backend_fetch { set bereq.backend = vd.backend(by=$(opt by HASH), alt=$(opt alt 0), healthy=$(opt healthy CHOSEN)); }"
    } > "$run/shard.vcl"
    head -c 32 /dev/urandom | base64 > "$run/secret"
    varnishd -F -j none -n "$run/varnish" -a "127.0.0.1:$proxy" -T "127.0.0.1:$admin" -S "$run/secret" \
      -f "$run/shard.vcl" -s malloc,32m > "$run/varnishd.log" 2>&1 &
    pids+=($!)
    wait_port 127.0.0.1 "$proxy"
    for i in $(seq "$backends"); do
      if is_down "$i"; then
        varnishadm -S "$run/secret" -T "127.0.0.1:$admin" backend.set_health "b$i" sick > /dev/null
      fi
    done
    ;;
  trafficserver)
    algorithm=trafficserver
    ats=$run/ats
    mkdir -p "$ats/etc" "$ats/var" "$ats/run" "$ats/log" "$ats/cache"
    cp -r /etc/trafficserver/. "$ats/etc/"
    cat > "$ats/runroot.yaml" <<EOF
prefix: $ats
exec_prefix: /usr
bindir: /usr/bin
sbindir: /usr/sbin
sysconfdir: $ats/etc
datadir: $ats/cache
includedir: /usr/include
libdir: /usr/lib/trafficserver
libexecdir: /usr/lib/trafficserver/modules
localstatedir: $ats/var
runtimedir: $ats/run
logdir: $ats/log
cachedir: $ats/cache
EOF
    cat > "$ats/etc/records.config" <<EOF
CONFIG proxy.config.http.server_ports STRING $proxy
CONFIG proxy.config.admin.user_id STRING #-1
CONFIG proxy.config.process_manager.mgmt_port INT $admin
CONFIG proxy.config.http.cache.http INT 0
CONFIG proxy.config.url_remap.remap_required INT 0
CONFIG proxy.config.http.no_dns_just_forward_to_parent INT 1
CONFIG proxy.config.http.parent_proxy.retry_time INT 3600
CONFIG proxy.config.http.insert_response_via_str INT 0
CONFIG proxy.config.diags.debug.enabled INT 0
CONFIG proxy.config.log.logging_enabled INT 0
CONFIG proxy.config.http.uncacheable_requests_bypass_parent INT 0
CONFIG proxy.config.http.parent_proxy.self_detect INT 0
EOF
    echo "$ats/cache 64M" > "$ats/etc/storage.config"
    : > "$ats/etc/remap.config"
    nsec=$(opt secondary 0)
    nprim=$((backends - nsec))
    list() { # list FROM TO: parents FROM..TO (1-based) as parent.config writes them
      local i out=""
      for i in $(seq "$1" "$2"); do
        a=${addr[$((i - 1))]}
        out+="$a|$(weight_of "$i")"
        [ "$(opt hash-string none)" = address ] && out+="&$a"
        out+=";"
      done
      echo "${out%;}"
    }
    line="dest_domain=. parent=\"$(list 1 "$nprim")\""
    [ "$nsec" -gt 0 ] && line+=" secondary_parent=\"$(list $((nprim + 1)) "$backends")\" secondary_mode=$(opt secondary-mode 1)"
    line+=" round_robin=consistent_hash go_direct=false parent_is_proxy=false qstring=$(opt qstring consider)"
    echo "$line" > "$ats/etc/parent.config"
    marked=()
    TS_RUNROOT=$ats/runroot.yaml traffic_manager > "$run/traffic_manager.log" 2>&1 &
    pids+=($!)
    wait_port 127.0.0.1 "$proxy"
    # traffic_manager holds the port before traffic_server runs; a host-down message sent before
    # traffic_server has connected to the manager is lost. Wait for a first answer.
    for _ in $(seq 150); do
      [ "$(curl -s -o /dev/null -w '%{http_code}' -H 'Host: origin.example' "http://127.0.0.1:$proxy/ready")" = 200 ] && break
      sleep 0.2
    done
    for i in $(seq "$backends"); do
      if is_down "$i"; then
        a=${addr[$((i - 1))]}
        TS_RUNROOT=$ats/runroot.yaml traffic_ctl host down --reason manual "${a%:*}" >> "$run/traffic_ctl.log" 2>&1
        marked+=("${a%:*}")
      fi
    done
    # Host status reaches traffic_server through the manager: wait until it reports them down.
    for h in "${marked[@]+"${marked[@]}"}"; do
      for _ in $(seq 50); do
        TS_RUNROOT=$ats/runroot.yaml traffic_ctl host status "$h" 2>>"$run/traffic_ctl.log" | tee -a "$run/traffic_ctl.log" | grep -q DOWN && break
        sleep 0.2
      done
    done
    sleep 1
    ;;
  caddy)
    algorithm=caddy
    policy=$(opt policy uri_hash)
    {
      echo "{"
      echo "  admin off"
      echo "  auto_https off"
      echo "}"
      echo "http://127.0.0.1:$proxy {"
      echo "  reverse_proxy ${addr[*]} {"
      if [ "$policy" = header ]; then echo "    lb_policy header X-Key"; else echo "    lb_policy $policy"; fi
      if [ -n "$down" ]; then
        echo "    health_uri /health"
        echo "    health_interval 100ms"
        echo "    health_timeout 100ms"
      fi
      echo "  }"
      echo "}"
    } > "$run/Caddyfile"
    XDG_DATA_HOME=$run XDG_CONFIG_HOME=$run HOME=$run caddy run --adapter caddyfile --config "$run/Caddyfile" \
      > "$run/caddy.log" 2>&1 &
    pids+=($!)
    wait_port 127.0.0.1 "$proxy"
    [ -n "$down" ] && sleep 2 # two health-check rounds: the silent upstreams are marked down
    ;;
  *)
    echo "check-port-live: unknown system $system (varnish, trafficserver, caddy)" >&2; exit 2 ;;
esac

servers=$(paste -sd, "$run/servers.txt")
cli_args=(--algorithm "$algorithm" --servers "$servers")
[ "$weights" != 1 ] && cli_args+=(--weights "$weights")
[ -n "$down" ] && cli_args+=(--down "#${down//,/,#}")
for o in "${options[@]+"${options[@]}"}"; do cli_args+=(--option "$o"); done
"$cli" route "${cli_args[@]}" --generate "$keys" > "$run/predicted.tsv"
cut -f1 "$run/predicted.tsv" > "$run/keys.txt"
# Traffic Server never sends a request for localhost or 127.0.0.1 to a parent (is_localhost()).
host=127.0.0.1
[ "$system" = trafficserver ] && host=origin.example
python3 scripts/check-port-live.py send "$proxy" "$run/keys.txt" "$run/live.tsv" "$host" ||
  echo "check-port-live: some requests failed" >&2
agree=$(paste <(cut -f1,3 "$run/predicted.tsv") "$run/live.tsv" | awk -F'\t' '$1 == $3 && $2 == $4' | wc -l)
wtext=$weights
[[ $weights == *,* ]] && wtext="$(tr , '\n' <<<"$weights" | sort -n | uniq -c | awk '{printf "%s%s×%s", (NR > 1 ? " " : ""), $1, $2}')"
echo "$system: agree: $agree of $keys keys ($backends backends, weights $wtext, down ${down:-none}${options[*]+, options ${options[*]}})"
if [ "$agree" -ne "$keys" ]; then
  paste <(cut -f1,3 "$run/predicted.tsv") "$run/live.tsv" | awk -F'\t' '$1 != $3 || $2 != $4' | head -5 >&2
  [ -f "$run/traffic_ctl.log" ] && tail -5 "$run/traffic_ctl.log" >&2
  exit 1
fi
