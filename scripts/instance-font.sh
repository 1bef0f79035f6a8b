#!/usr/bin/env bash
# Regenerates app/fonts/inter-latin-wght-400-700.woff2, committed, from the npm package's variable
# Inter (latin subset, weights 100–900): the site draws only weights 400 to 700 (font-normal to
# font-bold), and a variable font limited to that range is 36 KB instead of 48 KB, downloaded by
# every first visit ahead of the first paint. Needs Debian's python3-fonttools and python3-brotli.
set -euo pipefail
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
target=app/fonts/inter-latin-wght-400-700.woff2
/usr/bin/python3 - "$source" "$target" <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

font = instancer.instantiateVariableFont(TTFont(sys.argv[1]), {"wght": (400, 700)})
font.flavor = "woff2"
font.save(sys.argv[2])
PY
echo "Wrote $target ($(stat -c %s "$target") bytes)"
