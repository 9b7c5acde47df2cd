#!/usr/bin/env bash
# npm start: install what is missing, then run the whole stack (scripts/start.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec node --import tsx scripts/start.ts
