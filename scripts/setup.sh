#!/usr/bin/env bash
# Installs what the local stack and the tests need: npm packages, redis-server and chromium from
# Debian, FerretDB, nats-server and stripe-mock built into the git-ignored .tools/, and schemathesis
# from PyPI into a virtualenv there.
# Idempotent, and done in about a second when everything is already present.
set -euo pipefail
cd "$(dirname "$0")/.."

# `npm install`, not `npm ci`: the registry here serves no other platform's optional binaries (such
# as @swc/core-darwin-arm64), so the lock file lacks them and `npm ci` refuses it as out of sync.
manifests_hash=$(cat package-lock.json package.json */package.json services/*/package.json | sha256sum | cut -c1-64)
if [ "$(cat node_modules/.cinevia-manifests 2>/dev/null)" != "$manifests_hash" ]; then
  echo "setup: installing npm packages"
  npm install --no-audit --no-fund
  cat package-lock.json package.json */package.json services/*/package.json | sha256sum | cut -c1-64 > node_modules/.cinevia-manifests
fi

missing=()
command -v redis-server >/dev/null || missing+=(redis-server)
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v mongod >/dev/null || command -v patch >/dev/null || missing+=(patch)
# Schemathesis's virtualenv (below) needs Python 3 with venv and ensurepip (Debian splits them off).
python3 -c 'import venv, ensurepip' 2>/dev/null || missing+=(python3 python3-venv)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]} from Debian"
  sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# Versions are pinned (with checksums) by scripts/tools/go.mod. Built with -trimpath, so that every
# checkout builds the same bytes (the test images are cached by their binaries' digests). Not `go install pkg@version`: the
# module proxy here refuses the version-list lookup it makes.
tools_module() { (cd scripts/tools && go "$@"); }
mkdir -p .tools/bin

# FerretDB's SQLite backend queries `_id` through another expression than its `_id` index's, so every
# `_id` lookup scanned the table; the patch makes the two the same. The stamp (patch hash and module
# version) rebuilds a binary built without the patch or from another version.
ferretdb_patch=scripts/tools/ferretdb-id-index.patch
ferretdb_version=$(awk '$1 == "github.com/FerretDB/FerretDB" { print $2 }' scripts/tools/go.mod)
ferretdb_stamp="$(sha256sum < "$ferretdb_patch" | cut -c1-64) $ferretdb_version trimpath"
if ! command -v mongod >/dev/null &&
  { [ ! -x .tools/bin/ferretdb ] || [ "$(cat .tools/bin/ferretdb.stamp 2>/dev/null)" != "$ferretdb_stamp" ]; }; then
  echo "setup: building FerretDB $ferretdb_version (patched) into .tools/bin"
  tools_module mod download github.com/FerretDB/FerretDB
  src=$(tools_module list -m -f '{{.Dir}}' github.com/FerretDB/FerretDB)
  work=.tools/src/ferretdb
  rm -rf "$work" && mkdir -p "$(dirname "$work")" && cp -r "$src" "$work" && chmod -R u+w "$work"
  # The module archive lacks the generated version file, without which FerretDB panics at start.
  echo "$ferretdb_version" > "$work/build/version/version.txt"
  patch -p1 --forward --quiet -d "$work" < "$ferretdb_patch"
  (cd "$work" && go build -trimpath -o ../../bin/ferretdb ./cmd/ferretdb)
  rm -rf "$work"
  echo "$ferretdb_stamp" > .tools/bin/ferretdb.stamp
fi

# A current nats-server (Debian's is 2.9, from 2022), the version docker-compose.yml pins, from its own
# module so that its dependencies move no other tool's.
nats_version=$(awk 'NF > 1 && $(NF - 1) == "github.com/nats-io/nats-server/v2" { print $NF }' scripts/tools/nats-server/go.mod)
if [ "$(.tools/bin/nats-server --version 2>/dev/null)" != "nats-server: $nats_version" ]; then
  echo "setup: building nats-server $nats_version into .tools/bin"
  (cd scripts/tools/nats-server && go build -trimpath -o ../../../.tools/bin/nats-server github.com/nats-io/nats-server/v2)
fi

if [ ! -x .tools/bin/stripe-mock ]; then
  echo "setup: building stripe-mock into .tools/bin"
  tools_module build -o ../../.tools/bin/stripe-mock github.com/stripe/stripe-mock
fi

# `docker compose config` is part of the tests; a machine with only the docker client lacks the plugin.
if ! docker compose version >/dev/null 2>&1 && [ ! -x .tools/docker/cli-plugins/docker-compose ]; then
  echo "setup: building the docker compose CLI plugin into .tools/docker"
  mkdir -p .tools/docker/cli-plugins
  tools_module build -o ../../.tools/docker/cli-plugins/docker-compose github.com/docker/compose/v2/cmd
fi

# Schemathesis (PyPI) fuzzes the gateway from its OpenAPI document (gateway/test/openapi-fuzz.test.ts),
# in its own virtualenv under .tools/ so the system's Python stays as it is. Pinned; reinstalled
# only when the pin changes.
schemathesis_version=4.32.5
if [ "$(cat .tools/schemathesis/.version 2>/dev/null)" != "$schemathesis_version" ]; then
  echo "setup: installing schemathesis $schemathesis_version into .tools/schemathesis"
  rm -rf .tools/schemathesis
  python3 -m venv .tools/schemathesis
  .tools/schemathesis/bin/pip install --quiet --disable-pip-version-check "schemathesis==$schemathesis_version"
  echo "$schemathesis_version" > .tools/schemathesis/.version
fi
