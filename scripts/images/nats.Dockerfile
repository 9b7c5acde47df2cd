# Stands in for nats:<version>-alpine: nats-server built from the Go module proxy (setup.sh), with wget
# for health checks as the official alpine image has it.
ARG BASE
FROM ${BASE}
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends wget >/dev/null && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
COPY nats-server /usr/local/bin/nats-server
EXPOSE 4222 6222 8222
ENTRYPOINT ["nats-server"]
CMD ["--jetstream", "--store_dir", "/data"]
