# Stands in for redis:7: Debian's redis-server. Debian's build refuses other hosts' clients while no
# password is set (protected mode), the official image does not, so neither does this one by default.
ARG BASE
FROM ${BASE}
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends redis-server redis-tools >/dev/null \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin && mkdir -p /data
WORKDIR /data
EXPOSE 6379
CMD ["redis-server", "--protected-mode", "no"]
