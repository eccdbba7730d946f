#!/usr/bin/env bash
# Lint (ESLint, Prettier) and type check side by side: each keeps one core busy, and both
# come before any build so that a slip fails in seconds. Exits non-zero when either fails.
set -uo pipefail
npm run -s lint &
lint=$!
npm run -s typecheck
types=$?
wait "$lint"
lint_status=$?
[ "$types" = 0 ] && [ "$lint_status" = 0 ]
