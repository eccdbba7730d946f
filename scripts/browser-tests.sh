#!/usr/bin/env bash
# The browser tests: the content editor's test (playwright.editor.config.ts) beside all the
# others (playwright.config.ts). The editor's test builds its own copy of the repository and
# needs nothing else, so it starts first and runs while the others wait for their builds and
# pages; its output follows theirs. With --build, the launch, leads and gated builds are made
# here, after the editor's test has started. Other arguments go to the second run.
# Exits non-zero when either run (or a build) fails.
set -uo pipefail
cd "$(dirname "$0")/.."
build=0
if [ "${1:-}" = "--build" ]; then
  build=1
  shift
fi
bash scripts/ensure-chromium.sh || exit 1

editor_log=$(mktemp)
setsid npx playwright test -c playwright.editor.config.ts >"$editor_log" 2>&1 &
editor=$!
# A failed build or an interrupt stops the editor's test too (its browser and its build).
trap 'kill -- -"$editor" 2>/dev/null; rm -f "$editor_log"' EXIT
trap 'exit 130' INT TERM

status=0
if [ "$build" = 1 ]; then
  npm run build:launch && npm run build:leads && npm run build || status=$?
fi
if [ "$status" = 0 ]; then
  npx playwright test --project=launch --project=leads --project=leads-delivery --project=leads-analytics --project=light --project=dark \
    --project=light-hy --project=light-ru "$@" || status=$?
  wait "$editor"
  editor_status=$?
  echo
  echo "The content editor's browser test (playwright.editor.config.ts):"
  cat "$editor_log"
  [ "$editor_status" = 0 ] || status=$editor_status
fi
exit "$status"
