#!/usr/bin/env bash
# Debian's Chromium for the end-to-end tests and the benchmark, without the address-bar popup:
# headless Chromium still builds that page of browser UI for every window, in a renderer of its
# own, and on a 2-core machine it cost about a quarter of the end-to-end run. Chromium keeps only
# the last --disable-features switch it is given, so ours joins the list Playwright or Lighthouse
# passes instead of replacing it.
set -euo pipefail
disabled=(WebUIOmniboxPopup WebUIOmniboxAimPopup WebUIOmniboxFullPopup)
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disabled+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
exec /usr/bin/chromium "${args[@]}" "--disable-features=$(IFS=,; echo "${disabled[*]}")"
