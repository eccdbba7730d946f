#!/usr/bin/env bash
# The browser tests, in up to four runs side by side, so that the two cores stay busy while
# the builds leave one of them idle:
# - the content editor's test (playwright.editor.config.ts) builds its own copy of the
#   repository and needs nothing else, so it starts first;
# - the `launch` project needs only the launch build: with --build it starts as soon as that
#   build is made, while the leads and gated builds are still being made;
# - the `leads` projects need only the leads build (and the lead recorder): with --build they
#   start as soon as it is made, while the gated build is being made;
# - every other project, once the gated build is made.
# Each run starts only its own servers (E2E_SERVERS) and writes its own results folder and
# report; the side runs' output follows the main run's. With other arguments (a file, a
# project, a --grep), everything runs as one run after the builds, with those arguments.
# With --typecheck as well (`npm test`), `tsc --noEmit` runs beside the second build, once the
# first has written the GraphQL types it reads (gatsby-types.d.ts), rather than after a Gatsby
# bootstrap of its own (npm run typegen) before any build; a type error stops everything at
# once, and the main run starts only once the type check has passed. Jest does not run beside
# the builds: on two cores a build and its side runs would stretch its tests past their
# timeout.
# Exits non-zero when any run, build or the type check fails.
set -uo pipefail
cd "$(dirname "$0")/.."
build=0
typecheck=0
while [ "${1:-}" = "--build" ] || [ "${1:-}" = "--typecheck" ]; do
  [ "$1" = "--build" ] && build=1
  [ "$1" = "--typecheck" ] && typecheck=1
  shift
done
if [ "$typecheck" = 1 ] && [ "$build" = 0 ]; then
  echo "--typecheck needs --build: the type check reads the types the first build writes" >&2
  exit 2
fi
split=1
[ "$#" -gt 0 ] && split=0
bash scripts/ensure-chromium.sh || exit 1

editor_log=$(mktemp)
launch_log=$(mktemp)
leads_log=$(mktemp)
types_log=$(mktemp)
launch=""
leads=""
types=""
step=""
setsid npx playwright test -c playwright.editor.config.ts >"$editor_log" 2>&1 &
editor=$!
# A failed build, a type error or an interrupt stops everything else too (browsers, builds).
stop_all() {
  for group in "$editor" "$launch" "$leads" "$types" "$step"; do
    [ -n "$group" ] && kill -- -"$group" 2>/dev/null
  done
  rm -f "$editor_log" "$launch_log" "$leads_log" "$types_log"
}
trap stop_all EXIT
trap 'exit 130' INT TERM
# A type check that fails signals this script (USR1): its output, then the exit (and stop_all).
types_failed() {
  echo
  echo "The type check failed; everything else is stopped. Its output:"
  cat "$types_log"
  exit 1
}
trap types_failed USR1

# Runs a command in a process group of its own, waiting for it in a way that a signal (a
# type error, an interrupt) can cut short; stop_all then ends the group.
in_group() {
  setsid "$@" &
  step=$!
  wait "$step"
  local status=$?
  step=""
  return "$status"
}

start_launch_run() {
  E2E_SERVERS=launch PLAYWRIGHT_HTML_OUTPUT_DIR=playwright-report-launch \
    setsid npx playwright test --project=launch --output=test-results-launch >"$launch_log" 2>&1 &
  launch=$!
}

# The forms that deliver, in the order their projects depend on each other; two browsers, since
# a build or another run takes the cores meanwhile.
start_leads_run() {
  E2E_SERVERS=leads,recorder E2E_WORKERS=2 PLAYWRIGHT_HTML_OUTPUT_DIR=playwright-report-leads \
    setsid npx playwright test --project=leads --project=leads-delivery \
    --project=leads-subscription --project=leads-analytics --output=test-results-leads \
    >"$leads_log" 2>&1 &
  leads=$!
}

# The type check beside the builds; on failure it signals this script (types_failed).
start_typecheck() {
  setsid bash -c 'npm run -s typecheck; s=$?; [ "$s" = 0 ] || kill -USR1 "$1"; exit "$s"' _ "$$" \
    >"$types_log" 2>&1 &
  types=$!
}

status=0
if [ "$build" = 1 ]; then
  in_group npm run build:launch || status=$?
  [ "$status" = 0 ] && [ "$typecheck" = 1 ] && start_typecheck
  [ "$status" = 0 ] && [ "$split" = 1 ] && start_launch_run
  [ "$status" = 0 ] && { in_group npm run build:leads || status=$?; }
  [ "$status" = 0 ] && [ "$split" = 1 ] && start_leads_run
  [ "$status" = 0 ] && { in_group npm run build || status=$?; }
elif [ "$split" = 1 ]; then
  start_launch_run
  start_leads_run
fi

if [ "$status" = 0 ] && [ "$typecheck" = 1 ]; then
  # The type check, before the main run: a type error stops the script here at the latest.
  wait "$types" || types_failed
  types=""
  echo
  echo "The type check (tsc --noEmit), run beside the second build: passed"
  cat "$types_log"
fi

if [ "$status" = 0 ]; then
  if [ "$split" = 1 ]; then
    E2E_SERVERS=gated npx playwright test --project=light --project=dark-hy --project=light-ru ||
      status=$?
    wait "$leads"
    leads_status=$?
    leads=""
    echo
    echo "The leads projects (the leads build and the lead recorder), run beside the others:"
    cat "$leads_log"
    [ "$leads_status" = 0 ] || status=$leads_status
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
