#!/usr/bin/env bash
# Refreshes translations/*.ts from the sources (app/ and ringcore/) with lupdate: new strings
# appear as type="unfinished", removed ones are dropped. ringlab_en.ts holds only the English
# plural forms (lupdate -pluralonly). Translate the unfinished entries (Qt
# Linguist, or by editing the XML) with the terms of translations/GLOSSARY.md, then run
# tests/gui/tst_translations (it checks the glossary too). The build compiles the
# .ts files into .qm resources; it never rewrites them.
# The include paths (-I . -I app, as the CMake update_translations target passes) matter: without
# them lupdate cannot see which namespace a class is declared in and writes the wrong context
# ("LiveRunner" where tr() asks for "ringcore::LiveRunner"), so those strings stay English.
set -euo pipefail
cd "$(dirname "$0")/.."
LUPDATE=${LUPDATE:-}
if [ -z "$LUPDATE" ]; then
  for candidate in lupdate6 lupdate /usr/lib/qt6/bin/lupdate /usr/lib/x86_64-linux-gnu/qt6/bin/lupdate; do
    if command -v "$candidate" >/dev/null 2>&1; then LUPDATE=$(command -v "$candidate"); break; fi
  done
fi
[ -n "$LUPDATE" ] || { echo "update-translations.sh: lupdate not found (set LUPDATE=…)" >&2; exit 2; }
"$LUPDATE" -no-obsolete -locations none -extensions cpp,h -I . -I app app ringcore \
  -ts translations/ringlab_de.ts translations/ringlab_zh_CN.ts "$@"
# English is the source language; its file holds only the plural messages (tr(…, nullptr, n)),
# whose singular and plural forms ("%n point", "%n points") are filled in like any translation.
"$LUPDATE" -pluralonly -no-obsolete -locations none -extensions cpp,h -I . -I app app ringcore \
  -ts translations/ringlab_en.ts "$@"
for ts in translations/ringlab_*.ts; do
  left=$(grep -c 'type="unfinished"' "$ts" || true)
  echo "$ts: $left unfinished"
done
