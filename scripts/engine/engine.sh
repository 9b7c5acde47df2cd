#!/usr/bin/env bash
# A Docker engine for the tests. Sourced by scripts/test/run.sh (and the image scripts):
#   engine_up    uses the engine that answers (DOCKER_HOST, the default socket); where none does and the
#                machine allows it (Debian, root), installs docker.io and starts dockerd on a private socket
#                and data directory, kept for the run and stopped by engine_down. Sets ENGINE to a line
#                that says which engine, or to "none: <why>" (the container suites then skip, saying so).
#   engine_down  stops the dockerd engine_up started, and nothing else.
# The private data directory outlives the run, so images built for one run serve the next.

ENGINE_ROOT=${CINEVIA_ENGINE_ROOT:-/var/lib/cinevia-engine}
ENGINE_RUN=${CINEVIA_ENGINE_RUN:-/run/cinevia-engine}
ENGINE_SOCKET="$ENGINE_RUN/docker.sock"
ENGINE_STARTED=""

engine_answers() { docker version --format '{{.Server.Version}}' 2>/dev/null; }

engine_install() {
  command -v dockerd >/dev/null && return 0
  [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null || return 1
  echo "engine: installing docker.io from Debian"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker.io >/dev/null
}

engine_up() {
  local version
  if version=$(engine_answers); then
    ENGINE="Docker $version at ${DOCKER_HOST:-the default socket}"
    return 0
  fi
  export DOCKER_HOST="unix://$ENGINE_SOCKET"
  if version=$(engine_answers); then
    ENGINE="Docker $version on the private socket $ENGINE_SOCKET (already running)"
    return 0
  fi
  if ! engine_install; then
    unset DOCKER_HOST
    ENGINE="none: no Docker engine answers, and docker.io cannot be installed here (needs Debian and root)"
    return 0
  fi
  mkdir -p "$ENGINE_ROOT" "$ENGINE_RUN"
  # What an engine killed outright left behind (its pid file stops the next one from starting).
  if ! kill -0 "$(cat "$ENGINE_RUN/dockerd.pid" 2>/dev/null)" 2>/dev/null; then
    rm -f "$ENGINE_RUN/dockerd.pid" "$ENGINE_SOCKET"
  fi
  # containerd, exec state and the pid file stay under the private run directory, so this engine
  # never meets a system one. Ports are published on loopback only, and forwarded by the kernel
  # rather than copied through a proxy process per connection. Containers run through
  # scripts/engine/runc-within-bounds, so that a privileged one (a kind node) starts on a machine that
  # withholds a capability from every process.
  dockerd --host "$DOCKER_HOST" --data-root "$ENGINE_ROOT" --exec-root "$ENGINE_RUN/exec" \
    --pidfile "$ENGINE_RUN/dockerd.pid" --userland-proxy=false --ip 127.0.0.1 \
    --add-runtime "within-bounds=$PWD/scripts/engine/runc-within-bounds" --default-runtime within-bounds \
    >"$ENGINE_RUN/dockerd.log" 2>&1 &
  ENGINE_STARTED=$!
  for _ in $(seq 1 150); do
    if version=$(engine_answers); then
      ENGINE="Docker $version, started for this run on $ENGINE_SOCKET (data in $ENGINE_ROOT)"
      return 0
    fi
    kill -0 "$ENGINE_STARTED" 2>/dev/null || break
    sleep 0.2
  done
  echo "engine: dockerd did not answer; its log:" >&2
  tail -20 "$ENGINE_RUN/dockerd.log" >&2
  engine_down
  unset DOCKER_HOST
  ENGINE="none: dockerd did not start (log: $ENGINE_RUN/dockerd.log)"
}

engine_down() {
  [ -n "$ENGINE_STARTED" ] || return 0
  kill "$ENGINE_STARTED" 2>/dev/null
  for _ in $(seq 1 100); do kill -0 "$ENGINE_STARTED" 2>/dev/null || break; sleep 0.2; done
  ENGINE_STARTED=""
}
