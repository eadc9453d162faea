#!/usr/bin/env bash
# Installs the optional system packages Minesweeper uses, where the system allows it:
# Tesseract with Korean data (OCR of scans) and the data of other scripts, Nanum fonts (Korean in generated documents and
# reports), Chromium and npm (browser tests, with the accessibility checker). Without them the product still runs: scanned pages
# get no text and a note says OCR is unavailable; browser tests are skipped (not under CI).
set -euo pipefail

missing=()
command -v tesseract >/dev/null 2>&1 || missing+=(tesseract-ocr)
[ -e /usr/share/tesseract-ocr/5/tessdata/kor.traineddata ] \
  || [ -e /usr/share/tesseract-ocr/4.00/tessdata/kor.traineddata ] \
  || missing+=(tesseract-ocr-kor)
# Scanned pages in other scripts are read again in their own languages (see ingest/ocr_script):
# Chinese (traditional, simplified), Japanese, Russian and Vietnamese.
for lang in chi-tra:chi_tra chi-sim:chi_sim jpn:jpn rus:rus vie:vie; do
  [ -e "/usr/share/tesseract-ocr/5/tessdata/${lang#*:}.traineddata" ] \
    || [ -e "/usr/share/tesseract-ocr/4.00/tessdata/${lang#*:}.traineddata" ] \
    || missing+=("tesseract-ocr-${lang%%:*}")
done
# Orientation detection (pages fed sideways or upside down) uses Tesseract's `osd` data.
[ -e /usr/share/tesseract-ocr/5/tessdata/osd.traineddata ] \
  || [ -e /usr/share/tesseract-ocr/4.00/tessdata/osd.traineddata ] \
  || missing+=(tesseract-ocr-osd)
[ -e /usr/share/fonts/truetype/nanum/NanumGothic.ttf ] || missing+=(fonts-nanum)
# A font with Chinese characters and kana, for the scanned pages the tests draw in them.
[ -e /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || missing+=(fonts-wqy-microhei)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
# npm installs the pinned axe-core that the browser tests inject into every page.
command -v npm >/dev/null 2>&1 || missing+=(npm)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo -n"
  echo "installing system packages: ${missing[*]}"
  # `env` sets the variable for apt-get whether or not sudo stands before it.
  apt_install=($SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}")
  if "${apt_install[@]}" >/dev/null 2>&1 \
    || { $SUDO apt-get update -q >/dev/null 2>&1 && "${apt_install[@]}" >/dev/null; }; then
    exit 0
  fi
fi
echo "note: could not install ${missing[*]}; OCR and/or browser tests will be unavailable" >&2
if [ "${CI:-}" = "true" ]; then
  exit 1
fi
exit 0
