#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine: the npm packages and Debian's Chromium
# (Playwright cannot download its own browser here).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

npm install --no-audit --no-fund
