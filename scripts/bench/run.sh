#!/usr/bin/env bash
# npm run bench: each benchmark prints its figures as ratios against a baseline measured in the same run.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/setup/setup.sh --tests # the page figures open the apps in Chromium
export PATH="$PWD/.tools/node/bin:$PATH" # the project's Node (scripts/setup/node.env), as the images run
for bench in scripts/bench/*.ts; do
  node --import tsx "$bench"
done
