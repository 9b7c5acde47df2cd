# Sourced by the image scripts (build.sh, kubernetes.sh): the Debian base every image starts from, and
# build(), which keeps an image whose label says it was built from the same inputs.
# Needs a Docker engine (DOCKER_HOST); run from the repository's root.

source scripts/tools/go-program.sh

DEBIAN_SUITE=bookworm
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
