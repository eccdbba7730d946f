#!/usr/bin/env bash
# The checks that need no build: lint (ESLint, Prettier), Jest, and the bench's own arithmetic
# (Node's test runner: Jest here cannot load the bench's ES modules). `npm test` runs them
# beside the first Gatsby build (scripts/browser-tests.sh --checks), whose single-threaded
# phases leave a core free, and the type check once that build has written the GraphQL types
# that `tsc --noEmit` needs. Stops at the first failure, with its status.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run -s lint || exit
npx jest || exit
node --test --test-reporter=spec scripts/bench/test/
