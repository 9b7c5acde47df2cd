# One multi-stage build for every Cinevia process; docker-compose.yml picks the target (and the service).
# Each runtime image is Node and one bundled file (scripts/stack/bundle.ts) with the two database drivers beside
# it, which Node loads itself so that traces can wrap them: no package install, no TypeScript runner, no
# test library. NODE_IMAGE is any Node 26 image on Debian bookworm; the default is the
# official one, and where no registry answers the tests pass a local build (scripts/images/build.sh).
ARG NODE_IMAGE=node:26.10.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first, so that a change of source reuses the installed packages.
COPY package.json package-lock.json ./
COPY proto/package.json proto/
COPY packages/harness/package.json packages/harness/
COPY packages/ui/package.json packages/ui/
COPY packages/kit/package.json packages/kit/
COPY packages/shared-models/package.json packages/shared-models/
COPY services/identity/package.json services/identity/
COPY services/catalogue/package.json services/catalogue/
COPY services/billing/package.json services/billing/
COPY services/viewing/package.json services/viewing/
COPY services/commissions/package.json services/commissions/
COPY services/notifications/package.json services/notifications/
COPY services/mongo-users/package.json services/mongo-users/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY admin-web/package.json admin-web/
COPY e2e/package.json e2e/
# Exactly the lock file's packages (npm ci), without install scripts: none is needed to bundle or build
# (see scripts/setup/setup.sh).
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run codegen && node --import tsx scripts/stack/supergraph.ts && node --import tsx scripts/stack/bundle.ts \
  && npm run build -w web -w admin-web

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# A larger V8 young generation: requests' objects die young rather than being promoted (scripts/stack/stack.ts).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 NODE_OPTIONS=--max-semi-space-size=32
USER node
EXPOSE 4000
# GET /readyz by bash over /dev/tcp: about 2 ms of CPU a check, where starting Node to fetch it took about 130.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/$PORT && printf 'GET /readyz HTTP/1.0\\r\\n\\r\\n' >&3 && read -r _ status _ <&3 && [ \"$status\" = 200 ]"]

# The gateway, with the two apps it serves. Before `service`: Docker's classic builder (no BuildKit) builds
# every stage up to its target, and `service` without SERVICE cannot be built.
FROM runtime AS gateway
COPY --from=build /app/gateway/dist/main.js gateway/dist/
COPY --from=build /app/gateway/dist/node_modules gateway/dist/node_modules
COPY --from=build /app/gateway/supergraph.graphql gateway/
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/admin-web/dist admin-web/dist
CMD ["node", "gateway/dist/main.js"]

# Any of the six services: SERVICE names it (compose's build args); its image holds its bundle, its data
# migrations where it has them (dist/migrate.js) and, for a subgraph, the schema it serves. Also
# mongo-users, the one-off that makes their MongoDB users.
FROM runtime AS service
ARG SERVICE
COPY --from=build /app/services/${SERVICE}/dist/*.js /app/services/${SERVICE}/dist/*.graphql services/${SERVICE}/dist/
COPY --from=build /app/services/${SERVICE}/dist/node_modules services/${SERVICE}/dist/node_modules
ENV SERVICE=${SERVICE}
CMD ["sh", "-c", "exec node services/$SERVICE/dist/main.js"]
