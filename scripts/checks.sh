#!/usr/bin/env bash
# The checks that need no build, before any build, so that a slip fails in minutes: lint
# (ESLint, Prettier) beside Jest, then the bench's own arithmetic (Node's test runner: Jest
# here cannot load the bench's ES modules). Lint runs on one core, Jest on both: side by side
# they keep the two cores busy, and lint's output follows Jest's. The type check needs the
# GraphQL types a build writes: `npm test` runs it beside the second build
# (scripts/browser-tests.sh --typecheck). Stops at the first failure, with its status.
set -uo pipefail
cd "$(dirname "$0")/.."
lint_log=$(mktemp)
trap 'rm -f "$lint_log"' EXIT
npm run -s lint >"$lint_log" 2>&1 &
lint=$!
npx jest
jest_status=$?
wait "$lint"
lint_status=$?
echo
echo "Lint (ESLint, then Prettier), run beside Jest:"
cat "$lint_log"
[ "$jest_status" = 0 ] || exit "$jest_status"
[ "$lint_status" = 0 ] || exit "$lint_status"
# Files named, not the folder: Node 22 takes the arguments as files or patterns, not folders.
node --test --test-reporter=spec scripts/bench/test/*.mjs
