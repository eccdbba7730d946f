#!/usr/bin/env bash
# The browser tests, in up to three runs side by side, so that the two cores stay busy while
# the builds leave one of them idle:
# - the content editor's test (playwright.editor.config.ts) builds its own copy of the
#   repository and needs nothing else, so it starts first;
# - the `launch` project needs only the launch build: with --build it starts as soon as that
#   build is made, while the leads and gated builds are still being made;
# - every other project, once those builds are made.
# Each run starts only its own servers (E2E_SERVERS) and writes its own results folder and
# report; the side runs' output follows the main run's. With other arguments (a file, a
# project, a --grep), everything runs as one run after the builds, with those arguments.
# Exits non-zero when any run (or a build) fails.
set -uo pipefail
cd "$(dirname "$0")/.."
build=0
if [ "${1:-}" = "--build" ]; then
  build=1
  shift
fi
split=1
[ "$#" -gt 0 ] && split=0
bash scripts/ensure-chromium.sh || exit 1

editor_log=$(mktemp)
launch_log=$(mktemp)
launch=""
setsid npx playwright test -c playwright.editor.config.ts >"$editor_log" 2>&1 &
editor=$!
# A failed build or an interrupt stops the side runs too (their browsers and builds).
trap 'kill -- -"$editor" 2>/dev/null; [ -n "$launch" ] && kill -- -"$launch" 2>/dev/null; rm -f "$editor_log" "$launch_log"' EXIT
trap 'exit 130' INT TERM

start_launch_run() {
  E2E_SERVERS=launch PLAYWRIGHT_HTML_OUTPUT_DIR=playwright-report-launch \
    setsid npx playwright test --project=launch --output=test-results-launch >"$launch_log" 2>&1 &
  launch=$!
}

status=0
if [ "$build" = 1 ]; then
  npm run build:launch || status=$?
  [ "$status" = 0 ] && [ "$split" = 1 ] && start_launch_run
  [ "$status" = 0 ] && { npm run build:leads && npm run build || status=$?; }
elif [ "$split" = 1 ]; then
  start_launch_run
fi

if [ "$status" = 0 ]; then
  if [ "$split" = 1 ]; then
    E2E_SERVERS=gated,leads,recorder npx playwright test --project=leads --project=leads-delivery \
      --project=leads-subscription --project=leads-analytics --project=light --project=dark-hy \
      --project=light-ru || status=$?
    wait "$launch"
    launch_status=$?
    launch=""
    echo
    echo "The launch project (the launch build), run beside the others:"
    cat "$launch_log"
    [ "$launch_status" = 0 ] || status=$launch_status
  else
    npx playwright test --project=launch --project=leads --project=leads-delivery \
      --project=leads-subscription --project=leads-analytics --project=light --project=dark-hy \
      --project=light-ru "$@" || status=$?
  fi
  wait "$editor"
  editor_status=$?
  echo
  echo "The content editor's browser test (playwright.editor.config.ts):"
  cat "$editor_log"
  [ "$editor_status" = 0 ] || status=$editor_status
fi
exit "$status"
