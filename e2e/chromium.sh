#!/usr/bin/env bash
# Debian's Chromium for the end-to-end tests, with a single --disable-features switch: Chromium
# keeps only the last one it is given, and Playwright passes its own list before ours.
set -euo pipefail
disabled=()
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disabled+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
features=$(IFS=,; echo "${disabled[*]}")
exec /usr/bin/chromium "${args[@]}" ${features:+"--disable-features=$features"}
