#!/usr/bin/env bash
# Regenerates public/fonts/inter-latin-wght-400-700.<hash>.woff2, committed, from the npm package's
# variable Inter (latin subset, weights 100–900): the site draws only weights 400 to 700 (font-normal
# to font-bold), and a variable font limited to that range is 36 KB instead of 48 KB, downloaded by
# every first visit ahead of the first paint. The name carries the content's hash (the file is cached
# for good), so the script also points lib/fonts.ts and app/globals.css at the new name.
# Needs Debian's python3-fonttools and python3-brotli.
set -euo pipefail
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
made=$(mktemp --suffix=.woff2)
/usr/bin/python3 - "$source" "$made" <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

font = instancer.instantiateVariableFont(TTFont(sys.argv[1]), {"wght": (400, 700)})
font.flavor = "woff2"
font.save(sys.argv[2])
PY
name="inter-latin-wght-400-700.$(sha256sum "$made" | cut -c1-8).woff2"
rm -f public/fonts/inter-latin-wght-400-700.*.woff2
mv "$made" "public/fonts/$name"
chmod 644 "public/fonts/$name"
sed -i -E "s|inter-latin-wght-400-700\.[0-9a-f]{8}\.woff2|$name|" lib/fonts.ts app/globals.css
echo "Wrote public/fonts/$name ($(stat -c %s "public/fonts/$name") bytes)"
