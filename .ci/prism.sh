#!/usr/bin/env bash
# CI: install Prism (npm @stoplight/prism-cli), the mock server tests/sdk/test_sdk_prism.py runs the
# generated SDKs against, into $REVGEN_PRISM_DIR (default ~/.cache/revgen-test/prism; outside the package,
# kept between runs). Needs npm (.ci/sample-toolchains.sh installs Node when absent).
set -euo pipefail
VERSION="5.14.2"
DIR="${REVGEN_PRISM_DIR:-$HOME/.cache/revgen-test/prism}"
if [ -x "$DIR/node_modules/.bin/prism" ] && grep -q "\"version\": \"$VERSION\"" "$DIR/node_modules/@stoplight/prism-cli/package.json" 2>/dev/null; then
    exit 0
fi
if ! command -v npm >/dev/null; then
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq --no-install-recommends npm >/dev/null
fi
mkdir -p "$DIR"
npm install --prefix "$DIR" --no-audit --no-fund --loglevel=error "@stoplight/prism-cli@$VERSION"
"$DIR/node_modules/.bin/prism" --version >/dev/null
