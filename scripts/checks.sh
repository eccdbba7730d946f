#!/usr/bin/env bash
# The checks that need no build, before any build, so that a slip fails in minutes: lint
# (ESLint, Prettier), then Jest, then the bench's own arithmetic (Node's test runner: Jest here
# cannot load the bench's ES modules). The type check needs the GraphQL types a build writes:
# `npm test` runs it beside the second build (scripts/browser-tests.sh --typecheck). Stops at
# the first failure, with its status.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run -s lint || exit
npx jest || exit
# Files named, not the folder: Node 22 takes the arguments as files or patterns, not folders.
node --test --test-reporter=spec scripts/bench/test/*.mjs
