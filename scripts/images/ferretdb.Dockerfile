# Stands in for mongo:7 in the tests: FerretDB on SQLite (the build setup.sh patches for the _id index),
# listening on MongoDB's port, its data where mongo keeps its own (/data/db), so the same volume serves.
ARG BASE
FROM ${BASE}
COPY ferretdb /usr/local/bin/ferretdb
RUN mkdir -p /data/db
ENV FERRETDB_HANDLER=sqlite FERRETDB_SQLITE_URL=file:/data/db/ FERRETDB_STATE_DIR=/data/db \
    FERRETDB_LISTEN_ADDR=:27017 FERRETDB_TELEMETRY=disable FERRETDB_DEBUG_ADDR=- FERRETDB_LOG_LEVEL=warn
EXPOSE 27017
ENTRYPOINT ["ferretdb"]
