#!/usr/bin/env bash
# Smoke tests of an installed RingLab: the programs under PREFIX/bin must find everything from their
# install prefix (helpers in PREFIX/libexec/ringlab, libraries in PREFIX/lib/ringlab), never from a
# build tree. Run by tests/install/installed-prefix.sh (a DESTDIR install, build tree hidden) and by
# scripts/check-package.sh (the Debian package, PREFIX=/usr).
#   scripts/smoke-installed.sh PREFIX OUT_DIR
# Needs root or user namespaces: the live run goes through `unshare -n` (a private loopback).
set -euo pipefail
prefix=$1
out=$2
bin=$prefix/bin
mkdir -p "$out"
# A private settings folder, no display: what a fresh user gets.
export XDG_CONFIG_HOME=$out/config HOME=$out/home QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 LC_ALL=C.UTF-8 LANGUAGE=en
export XDG_RUNTIME_DIR=$out/runtime
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
fail() { echo "smoke: FAIL: $*" >&2; exit 1; }
step() { echo "smoke: $*"; }

step "--version names the version and the git commit"
for program in ringlab ringlab-cli; do
  line=$("$bin/$program" --version)
  [[ $line =~ [0-9]+\.[0-9]+\.[0-9]+\ \(git\ [0-9a-f]{12}(-dirty)?\) || $line == *"(git unknown)"* ]] ||
    fail "$program --version printed \"$line\""
done

step "translations: ringlab-cli speaks German"
LANGUAGE=de LANG=de_DE.UTF-8 LC_ALL=de_DE.UTF-8 "$bin/ringlab-cli" --help | grep -q "Befehle" ||
  fail "LANGUAGE=de ringlab-cli --help is not German"

step "shares"
"$bin/ringlab-cli" shares --algorithm nginx --servers 10 > "$out/shares.txt"
grep -q "127.0.0.1:9010" "$out/shares.txt" || fail "shares printed no line for the 10th server: $(cat "$out/shares.txt")"

step "figure ring (the installed ringlab-figure)"
"$bin/ringlab-cli" figure ring --out "$out/figures" --formats png,svg > "$out/figure.txt"
ls "$out"/figures/*.png "$out"/figures/*.svg > /dev/null || fail "figure ring wrote no PNG and SVG"

step "data: translations and the manual in share/ringlab"
for file in translations/ringlab_de.qm translations/ringlab_zh_CN.qm translations/ringlab_en.qm manual.md; do
  [ -s "$prefix/share/ringlab/$file" ] || fail "no $prefix/share/ringlab/$file"
done

step "GUI in German with the manual open (--screenshot)"
LANGUAGE=de LANG=de_DE.UTF-8 LC_ALL=de_DE.UTF-8 "$bin/ringlab" --manual --screenshot "$out/ringlab-de-manual.png" > "$out/gui.txt" 2>&1
[ -s "$out/ringlab-de-manual.png" ] || fail "ringlab --screenshot saved no picture"
! grep -q "manual is missing\|Handbuch fehlt" "$out/gui.txt" || fail "the installed GUI found no manual: $(cat "$out/gui.txt")"

step "measure --proxy nginx, 1,000 keys (unshare -n: a private loopback)"
run_live() { # name args...
  local name=$1; shift
  unshare -n bash -c 'ip link set lo up && exec "$@"' _ "$bin/ringlab-cli" measure --keys 1000 --quiet \
    --out "$out/$name" "$@" > "$out/$name.txt" 2>&1 || fail "measure $*: $(tail -n 20 "$out/$name.txt")"
  [ -s "$out/$name/results.json" ] || fail "measure $* wrote no results.json"
}
run_live measure-nginx --proxy nginx
if command -v nutcracker > /dev/null; then
  step "measure --proxy twemproxy, 1,000 keys (the installed ringlab-responder as memcached backends)"
  run_live measure-twemproxy --proxy twemproxy
fi

step "man pages and bash completion"
share=$prefix/share
MANWIDTH=100 man -l "$share/man/man1/ringlab-cli.1.gz" 2> /dev/null | col -b > "$out/ringlab-cli.1.txt"
for command in $("$bin/ringlab-cli" --list-commands); do
  grep -q "^   $command\$" "$out/ringlab-cli.1.txt" || fail "ringlab-cli(1) has no section $command"
done
man -l "$share/man/man1/ringlab.1.gz" 2> /dev/null | col -b > "$out/ringlab.1.txt"
grep -q -- "--screenshot" "$out/ringlab.1.txt" || fail "ringlab(1) does not list --screenshot"
if [ -f /usr/share/bash-completion/bash_completion ]; then
  proxies=$(PATH=$bin:$PATH bash -c '
    source /usr/share/bash-completion/bash_completion
    source "$1"
    COMP_WORDS=(ringlab-cli measure --proxy ""); COMP_CWORD=3; COMP_LINE="ringlab-cli measure --proxy "; COMP_POINT=${#COMP_LINE}
    _ringlab_cli; echo "${COMPREPLY[*]}"' _ "$share/bash-completion/completions/ringlab-cli")
  [ "$proxies" = "$("$bin/ringlab-cli" --list-proxies | tr '\n' ' ' | sed 's/ $//')" ] ||
    fail "completion of measure --proxy gave \"$proxies\""
  [[ " $proxies " == *" nginx "* ]] || fail "completion of measure --proxy lacks nginx: \"$proxies\""
fi
step "all passed"
