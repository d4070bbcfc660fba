#!/usr/bin/env bash
# Installs the Debian packages Herald's tests and renderer use, when missing:
# Chromium (headless browser), fonts, and poppler-utils (pdftotext, pdftoppm).
set -euo pipefail
missing=()
command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null 2>&1 || missing+=(chromium)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
[ -d /usr/share/fonts/truetype/dejavu ] || missing+=(fonts-dejavu-core)
[ -d /usr/share/fonts/truetype/liberation ] || missing+=(fonts-liberation)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Herald needs these packages: ${missing[*]}. Install them with your package manager." >&2
  exit 1
fi
echo "Herald: installing ${missing[*]}…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
