#!/usr/bin/env bash
# Lint (ESLint, Prettier) beside the type check, before any build, so that a slip fails in
# seconds. ESLint reads no types, so it starts at once, beside Gatsby's type generation
# (scripts/typegen.cjs: the `Queries` types of the pages' GraphQL), which `tsc --noEmit` needs;
# each keeps one core busy. Then the bench's own arithmetic (Node's test runner: Jest here cannot
# load the bench's ES modules). Exits non-zero when any of them fails.
set -uo pipefail
npm run -s lint &
lint=$!
npm run -s typegen && npm run -s typecheck
types=$?
wait "$lint"
lint_status=$?
node --test --test-reporter=spec scripts/bench/test/
bench=$?
[ "$types" = 0 ] && [ "$lint_status" = 0 ] && [ "$bench" = 0 ]
