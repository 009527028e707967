#!/usr/bin/env bash
# Builds the Debian package (scripts/package.sh) and checks it as a user would meet it
# (docs/install.md): lintian (no error, no warning; every one so far was fixed, none is
# overridden), the AppStream metadata and the menu entry
# validated, `apt-get install ./ringlab_*.deb` on this machine (no service starts: the package has
# no maintainer scripts, and policy-rc.d forbids any for its dependencies), the smoke tests from
# /usr/bin (scripts/smoke-installed.sh), then `apt-get purge ringlab` and not one of its files left.
# Root only (it installs). RINGLAB_DEB=path checks an existing package instead of building one.
#   bash scripts/check-package.sh                    (package.sh's own Release build)
#   bash scripts/check-package.sh --from-build DIR   (CI: the tests' tree, no second compile)
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$(id -u)" = 0 ] || { echo "check-package.sh: run as root (it installs the package)" >&2; exit 2; }
export DEBIAN_FRONTEND=noninteractive
fail() { echo "check-package: FAIL: $*" >&2; exit 1; }
deb=${RINGLAB_DEB:-}
if [ -z "$deb" ]; then
  bash scripts/package.sh "$@"
  if [ "${1:-}" = --from-build ]; then
    deb=$(ls "$2"/ringlab_*.deb)
  else
    deb=$(ls "${RINGLAB_PACKAGE_DIR:-build-package}"/ringlab_*.deb)
  fi
fi
deb=$(realpath "$deb")
tmp=$(mktemp -d)
cleanup() {
  dpkg-query -W ringlab > /dev/null 2>&1 && apt-get purge -y -qq ringlab > /dev/null 2>&1
  [ -n "${made_policy:-}" ] && rm -f /usr/sbin/policy-rc.d
  rm -rf "$tmp"
}
trap cleanup EXIT

echo "check-package: lintian"
lintian --fail-on error,warning --tag-display-limit 0 "$deb" | tee "$tmp/lintian.txt"
echo "check-package: no maintainer scripts"
dpkg-deb --ctrl-tarfile "$deb" | tar -t | grep -E 'preinst|postinst|prerm|postrm|config$' && fail "the package has maintainer scripts"

# A leftover of an earlier run goes first; then the package, without the proxies it recommends
# (installing them is the user's choice) and with no service started by anything apt installs.
dpkg-query -W ringlab > /dev/null 2>&1 && apt-get purge -y -qq ringlab
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d; chmod +x /usr/sbin/policy-rc.d
  made_policy=1
fi
echo "check-package: apt-get install $deb"
apt-get install -y -qq --no-install-recommends "$deb"
dpkg-query -L ringlab > "$tmp/files.txt"

echo "check-package: desktop-file-validate, appstreamcli validate"
desktop-file-validate /usr/share/applications/io.github.ringlab.RingLab.desktop
appstreamcli validate --no-net /usr/share/metainfo/io.github.ringlab.RingLab.metainfo.xml
echo "check-package: man ringlab-cli lists every command"
# Read once into a file: `grep -q` in the pipe would stop man early (SIGPIPE, and pipefail).
MANWIDTH=100 man -P cat ringlab-cli 2> /dev/null | col -b > "$tmp/ringlab-cli.1.txt"
for command in $(ringlab-cli --list-commands); do
  grep -q "^   $command\$" "$tmp/ringlab-cli.1.txt" || fail "man ringlab-cli has no section $command"
done
echo "check-package: smoke tests from /usr/bin"
[ "$(command -v ringlab-cli)" = /usr/bin/ringlab-cli ] || fail "ringlab-cli is $(command -v ringlab-cli), not /usr/bin's"
(cd "$tmp" && bash "$OLDPWD/scripts/smoke-installed.sh" /usr "$tmp/out")
# The GUI's German screenshot with the manual open stays beside the package, for a person to look at.
cp "$tmp/out/ringlab-de-manual.png" "$(dirname "$deb")/check-package-ringlab-de-manual.png"
echo "check-package: bash completes 'ringlab-cli measure --proxy <TAB>' to the live systems"
# As an interactive bash finds it: bash-completion loads /usr/share/bash-completion/completions/
# ringlab-cli on first use, and `complete -p` names the function it registered.
proxies=$(bash -c '
  source /usr/share/bash-completion/bash_completion
  _completion_loader ringlab-cli
  function=$(complete -p ringlab-cli | sed -E "s/.*-F ([^ ]+) .*/\1/")
  COMP_WORDS=(ringlab-cli measure --proxy ""); COMP_CWORD=3
  COMP_LINE="ringlab-cli measure --proxy "; COMP_POINT=${#COMP_LINE}
  "$function" ringlab-cli "" --proxy; echo "${COMPREPLY[*]}"')
[ "$proxies" = "$(ringlab-cli --list-proxies | tr '\n' ' ' | sed 's/ $//')" ] || fail "completion of measure --proxy gave \"$proxies\""
[[ " $proxies " == *" nginx "* && " $proxies " == *" haproxy "* ]] || fail "completion of measure --proxy lacks nginx or haproxy: \"$proxies\""
echo "check-package: completion gave: $proxies"

echo "check-package: apt-get purge ringlab"
apt-get purge -y -qq ringlab
left=()
while read -r path; do
  # Its files, and its own folders (shared ones such as /usr/bin stay, of course).
  if [ -f "$path" ] || [ -L "$path" ]; then
    left+=("$path")
  elif [ -d "$path" ] && [[ $path == */ringlab || $path == */ringlab/* ]]; then
    left+=("$path/")
  fi
done < "$tmp/files.txt"
[ "${#left[@]}" = 0 ] || fail "left after the purge: ${left[*]}"
echo "check-package: ok ($(basename "$deb"), $(du -k "$deb" | cut -f1) KB)"
