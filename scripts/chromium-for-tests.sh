#!/usr/bin/env bash
# Debian's Chromium for the browser tests, with every --disable-features switch it is given
# joined into one. Chromium reads only the last of several, so the features the tests turn off
# (TEST_FEATURES_OFF in scripts/chromium.mjs) would otherwise cancel the list Playwright
# passes before them.
set -euo pipefail
features=()
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) features+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
if [ "${#features[@]}" -gt 0 ]; then
  args+=("--disable-features=$(IFS=,; echo "${features[*]}")")
fi
exec "${CHROMIUM_PATH:-${CHROME_PATH:-/usr/bin/chromium}}" "${args[@]}"
