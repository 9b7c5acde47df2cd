# Stands in for caddy:<version>: Caddy built from the Go module proxy (scripts/tools/caddy), laid out as
# the official image is (config in /etc/caddy, state under /data and /config), with
# wget for health checks as the official (alpine) image has it.
ARG BASE
FROM ${BASE}
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends wget >/dev/null \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
COPY caddy /usr/bin/caddy
ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data
RUN mkdir -p /etc/caddy /config /data /srv
WORKDIR /srv
EXPOSE 80 443
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
