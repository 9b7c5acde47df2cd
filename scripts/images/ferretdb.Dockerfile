# Stands in for mongo:7 in the tests: FerretDB on SQLite (the build setup.sh patches for the _id index),
# listening on MongoDB's port, its data under /state.
ARG BASE
FROM ${BASE}
COPY ferretdb /usr/local/bin/ferretdb
RUN mkdir -p /state
ENV FERRETDB_HANDLER=sqlite FERRETDB_SQLITE_URL=file:/state/ FERRETDB_STATE_DIR=/state \
    FERRETDB_LISTEN_ADDR=:27017 FERRETDB_TELEMETRY=disable FERRETDB_DEBUG_ADDR=- FERRETDB_LOG_LEVEL=warn
EXPOSE 27017
ENTRYPOINT ["ferretdb"]
