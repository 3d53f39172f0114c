#!/usr/bin/env bash
# CI: what the browser tests need on a fresh Debian machine (as root), idempotent: Debian's chromium
# (Playwright's own browser download is not used) and axe-core from npm in ~/.cache/revgen/axe-core.
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
fi
AXE_DIR="${HOME}/.cache/revgen/axe-core"
if [ ! -f "${AXE_DIR}/package/axe.min.js" ]; then
  if ! command -v npm >/dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq npm >/dev/null
  fi
  mkdir -p "${AXE_DIR}"
  tarball="$(cd "${AXE_DIR}" && npm pack --silent axe-core@4 | tail -n 1)"
  tar -xzf "${AXE_DIR}/${tarball}" -C "${AXE_DIR}"
  rm -f "${AXE_DIR}/${tarball}"
fi
