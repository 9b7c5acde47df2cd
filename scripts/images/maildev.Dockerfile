# Stands in for maildev/maildev:<version>: the same npm package on the local Node image, SMTP on 1025 and
# the inbox on 1080, as the node user.
ARG BASE
FROM ${BASE}
ARG MAILDEV_VERSION
RUN npm install --global --no-audit --no-fund "maildev@${MAILDEV_VERSION}" >/dev/null
USER node
EXPOSE 1025 1080
ENTRYPOINT ["maildev"]
