#!/usr/bin/env bash
# npm test: every suite (unit, integration, contract under jest; browser journeys under Playwright),
# then one closing line "N passed, N failed" summing both runners.
# Infrastructure runs as containers on the Docker engine that answers, or that scripts/engine/engine.sh starts
# for the run; without one, as local programs (the run says which).
set -uo pipefail
cd "$(dirname "$0")/../.."
bash scripts/setup/setup.sh --tests || { echo "0 passed, 1 failed"; exit 1; }
export PATH="$PWD/.tools/node/bin:$PATH" # the project's Node (scripts/setup/node.env), as the images run

source scripts/engine/engine.sh
engine_up
# Testcontainers' reaper (Ryuk) is an image no registry here serves: its cleanup is done here instead,
# every test container removed before the run (what a killed run left) and after it.
remove_test_containers() {
  docker ps -aq --filter label=org.testcontainers=true | xargs -r docker rm -f -v >/dev/null 2>&1 || true
}
finish() {
  if [ -n "${DOCKER_HOST:-}" ]; then remove_test_containers; fi
  engine_down
}
trap finish EXIT
if [ -n "${DOCKER_HOST:-}" ] && bash scripts/images/build.sh; then
  set -a && source .tools/images.env && set +a
  # Kubernetes in the engine (kind) for the chart's install test, which fails without it.
  if bash scripts/images/kubernetes.sh; then set -a && source .tools/kubernetes.env && set +a; fi
  remove_test_containers
  export CINEVIA_INFRASTRUCTURE=containers TESTCONTAINERS_RYUK_DISABLED=true TESTCONTAINERS_HOST_OVERRIDE=127.0.0.1
  echo "engine: $ENGINE; infrastructure: containers ($NATS_IMAGE, $REDIS_IMAGE, $MONGO_IMAGE)"
else
  export CINEVIA_INFRASTRUCTURE=local
  echo "engine: ${ENGINE#none: }; infrastructure: local programs on free ports"
fi

results=test-results
rm -rf "$results" && mkdir -p "$results"

# The apps first: the browser journeys serve them, and jest's suites read what their builds write
# (the persisted operations) or serve them (the bench's smoke test).
web_status=0
npm run build -w web -w admin-web --silent || web_status=$?

npx jest --ci --json --outputFile="$results/jest.json"
jest_status=$?

if [ "$web_status" = 0 ]; then
  E2E_RESULTS="$PWD/$results/e2e.json" npx playwright test -c e2e
fi

node --import tsx scripts/test/summary.ts "$results/jest.json" "$results/e2e.json" "$jest_status" "$web_status"
