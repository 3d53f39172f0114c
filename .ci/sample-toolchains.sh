#!/usr/bin/env bash
# CI: install the toolchains the code-sample tests run (PHP, Ruby; Go, Java and Node when absent) so
# that every sample language is checked on a fresh Debian machine. Prints the PATH line to export.
set -euo pipefail
need=()
command -v php >/dev/null || need+=(php-cli php-curl)
command -v ruby >/dev/null || need+=(ruby)
command -v javac >/dev/null || need+=(default-jdk-headless)
command -v node >/dev/null || need+=(nodejs)
if [ -x /usr/local/go/bin/go ]; then :; elif ! command -v go >/dev/null; then need+=(golang-go); fi
if [ ${#need[@]} -gt 0 ]; then
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
