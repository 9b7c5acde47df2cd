#!/usr/bin/env bash
# npm start: install what is missing, then run the whole stack (scripts/stack/start.ts).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/setup/setup.sh
export PATH="$PWD/.tools/node/bin:$PATH" # the project's Node (scripts/setup/node.env), as the images run
exec node --import tsx scripts/stack/start.ts
