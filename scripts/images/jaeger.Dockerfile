# Stands in for jaegertracing/jaeger:2.13.0: Jaeger built from the Go module proxy (build.sh), run with its
# default configuration as the official image is (OTLP on 4317 and 4318, the query API and UI on 16686,
# traces in memory). The module holds no web UI: the API answers as the official image's does, and the
# page is Jaeger's placeholder.
ARG BASE
FROM ${BASE}
COPY jaeger /usr/local/bin/jaeger
# As the official image: its default configuration listens on this host's loopback unless told otherwise.
ENV JAEGER_LISTEN_HOST=0.0.0.0
USER 10001
EXPOSE 4317 4318 16686
ENTRYPOINT ["jaeger"]
