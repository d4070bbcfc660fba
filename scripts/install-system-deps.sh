#!/usr/bin/env bash
# Installs, when missing, the Debian packages Herald renders reports with: Chromium and the fonts reports
# are drawn with (the list in apps/server/src/platform/browser/browser-launch-error.ts), and qpdf, which
# encrypts password-protected PDFs (QPDF_PATH, ADR 0049); with --test also
# poppler-utils (pdftotext, pdftoppm), which the tests read PDFs with. Exits at once when all are present.
# As root with apt-get it installs them; elsewhere it names them (and CHROMIUM_PATH) and exits 1.
set -euo pipefail
missing=()
command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null 2>&1 || missing+=(chromium)
[ -d /usr/share/fonts/truetype/dejavu ] || missing+=(fonts-dejavu-core)
[ -d /usr/share/fonts/truetype/liberation ] || missing+=(fonts-liberation)
command -v "${QPDF_PATH:-qpdf}" >/dev/null 2>&1 || missing+=(qpdf)
if [ "${1:-}" = "--test" ]; then
  command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
fi
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Herald: reports are rendered with these packages, which are missing: ${missing[*]}." \
    "Install them with your package manager, or set CHROMIUM_PATH to a Chromium or Chrome executable" \
    "(and QPDF_PATH to a qpdf executable)." >&2
  exit 1
fi
echo "Herald: installing ${missing[*]} with apt-get (a minute or two)…"
export DEBIAN_FRONTEND=noninteractive
# apt-get's own output (and debconf's notes) is shown only when it fails.
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >"$log" 2>&1; then
  cat "$log" >&2
  echo "Herald: apt-get could not install ${missing[*]}." >&2
  exit 1
fi
echo "Herald: installed ${missing[*]} in ${SECONDS} s"
