#!/usr/bin/env bash
# The browser tests, in three runs side by side, so that the two cores stay busy while a
# build leaves one of them idle:
# - the content editor's test (playwright.editor.config.ts) builds its own copy of the
#   repository and needs nothing else, so it starts first;
# - the main run (`launch`, `light`, `dark-hy`, `light-ru`) needs only the launch build: with
#   --build it starts as soon as that build is made, while the gated preview is being made;
# - the side run (the `gated` projects, then the `leads` projects, which share the lead
#   recorder) needs only the gated preview (the leads build): it starts once that is made.
# Each run starts only its own servers (E2E_SERVERS) and writes its own results folder and
# report; the side runs' output follows the main run's. With other arguments (a file, a
# project, a --grep), everything runs as one run after the builds, with those arguments.
# With --typecheck as well (`npm test`), `tsc --noEmit` runs beside the second build, once the
# first has written the GraphQL types it reads (graphql-types.d.ts), rather than after a Gatsby
# bootstrap of its own (npm run typegen) before any build. A type error or a failed build
# stops everything at once. Jest does not run beside the builds: on two cores a build and its
# side runs would stretch its tests past their timeout.
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
side_log=$(mktemp)
types_log=$(mktemp)
side=""
types=""
step=""
setsid npx playwright test -c playwright.editor.config.ts >"$editor_log" 2>&1 &
editor=$!
# A failed build, a type error or an interrupt stops everything else too (browsers, builds).
stop_all() {
  for group in "$editor" "$side" "$types" "$step"; do
    [ -n "$group" ] && kill -- -"$group" 2>/dev/null
  done
  rm -f "$editor_log" "$side_log" "$types_log"
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
# type error, a failed build, an interrupt) can cut short; stop_all then ends the group.
in_group() {
  setsid "$@" &
  step=$!
  wait "$step"
  local status=$?
  step=""
  return "$status"
}

# The gated projects, then the forms that deliver, in the order their projects depend on each
# other; two browsers, since the main run takes the cores meanwhile.
side_projects=(--project=gated --project=gated-dark-hy --project=gated-light-ru --project=leads
  --project=leads-delivery --project=leads-subscription --project=leads-analytics)
main_projects=(--project=launch --project=light --project=dark-hy --project=light-ru)

# The gated preview's build, then the side run; a failed build signals this script (USR2).
start_side() {
  setsid bash -c '
    if [ "$2" = 1 ]; then
      npm run build:leads || { kill -USR2 "$1"; exit 1; }
    fi
    E2E_SERVERS=leads,recorder E2E_WORKERS=2 PLAYWRIGHT_HTML_OUTPUT_DIR=playwright-report-leads \
      npx playwright test "${@:3}" --output=test-results-leads' _ "$$" "$build" \
    "${side_projects[@]}" >"$side_log" 2>&1 &
  side=$!
}
side_failed() {
  echo
  echo "The gated preview's build (npm run build:leads) failed; everything else is stopped:"
  cat "$side_log"
  exit 1
}
trap side_failed USR2

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
  if [ "$split" = 1 ]; then
    [ "$status" = 0 ] && start_side
  else
    [ "$status" = 0 ] && { in_group npm run build:leads || status=$?; }
  fi
elif [ "$split" = 1 ]; then
  start_side
fi

if [ "$status" = 0 ]; then
  if [ "$split" = 1 ]; then
    in_group env E2E_SERVERS=launch npx playwright test "${main_projects[@]}" || status=$?
    wait "$side"
    side_status=$?
    side=""
    echo
    echo "The gated projects, then the leads projects (the gated preview and the lead recorder), run beside the others:"
    cat "$side_log"
    [ "$side_status" = 0 ] || status=$side_status
  else
    npx playwright test "${main_projects[@]}" "${side_projects[@]}" "$@" || status=$?
  fi
fi

if [ "$status" = 0 ] && [ "$typecheck" = 1 ]; then
  # Done long before the browser tests; a type error has stopped the script already.
  wait "$types" || types_failed
  types=""
  echo
  echo "The type check (tsc --noEmit), run beside the second build: passed"
  cat "$types_log"
fi

if [ "$status" = 0 ]; then
  wait "$editor"
  editor_status=$?
  echo
  echo "The content editor's browser test (playwright.editor.config.ts):"
  cat "$editor_log"
  [ "$editor_status" = 0 ] || status=$editor_status
fi
exit "$status"
