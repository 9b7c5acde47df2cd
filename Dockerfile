# One multi-stage build for every Cinevia process; docker-compose.yml picks a target per service.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund

FROM deps AS web
RUN npm run build -w web && npm run build -w admin-web

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
# A larger V8 young generation: requests' objects die young rather than being promoted (scripts/stack.ts).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 NODE_OPTIONS=--max-semi-space-size=32
COPY --from=deps /app /app
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"

FROM runtime AS identity
CMD ["node", "--import", "tsx", "services/identity/src/main.ts"]

FROM runtime AS catalogue
CMD ["node", "--import", "tsx", "services/catalogue/src/main.ts"]

FROM runtime AS billing
CMD ["node", "--import", "tsx", "services/billing/src/main.ts"]

FROM runtime AS viewing
CMD ["node", "--import", "tsx", "services/viewing/src/main.ts"]

FROM runtime AS commissions
CMD ["node", "--import", "tsx", "services/commissions/src/main.ts"]

FROM runtime AS notifications
CMD ["node", "--import", "tsx", "services/notifications/src/main.ts"]

FROM runtime AS gateway
COPY --from=web /app/web/dist /app/web/dist
COPY --from=web /app/admin-web/dist /app/admin-web/dist
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
