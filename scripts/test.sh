#!/usr/bin/env bash
# npm test: every suite (unit, integration, contract under jest; browser journeys under Playwright),
# then one closing line "N passed, N failed" summing both runners.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh || { echo "0 passed, 1 failed"; exit 1; }

results=test-results
rm -rf "$results" && mkdir -p "$results"

npx jest --ci --json --outputFile="$results/jest.json"
jest_status=$?

web_status=0
npm run build -w web -w admin-web --silent || web_status=$?
if [ "$web_status" = 0 ]; then
  E2E_RESULTS="$PWD/$results/e2e.json" npx playwright test -c e2e
fi

node --import tsx scripts/test-summary.ts "$results/jest.json" "$results/e2e.json" "$jest_status" "$web_status"
