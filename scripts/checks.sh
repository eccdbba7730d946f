#!/usr/bin/env bash
# Lint (ESLint, Prettier) beside the type check, before any build, so that a slip fails in
# seconds. ESLint reads no types, so it starts at once, beside Gatsby's type generation
# (scripts/typegen.cjs: the `Queries` types of the pages' GraphQL), which `tsc --noEmit` needs;
# each keeps one core busy. Exits non-zero when either fails.
set -uo pipefail
npm run -s lint &
lint=$!
npm run -s typegen && npm run -s typecheck
types=$?
wait "$lint"
lint_status=$?
[ "$types" = 0 ] && [ "$lint_status" = 0 ]
