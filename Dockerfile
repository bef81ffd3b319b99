# The storefront as an image: the server with the shopper app and the console, run as a non-root user.
# Build: `docker build -t storefront .` (or `buildah build`); run it with PostgreSQL and Redis: compose.yaml.
# NODE_IMAGE is any Node 24 image on Debian (the default is the official one); docs/deploy.md.
ARG NODE_IMAGE=node:24-bookworm-slim

# Every package and the sources: the apps (Vite) and the server (esbuild) built into apps/server/dist.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/i18n/package.json packages/i18n/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The server's production packages and its build: no sources, no development tools.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/shared/package.json packages/shared/
COPY --from=build /app/packages/i18n/package.json packages/i18n/
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/admin/package.json apps/admin/
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund --cache /tmp/npm-cache && rm -rf /tmp/npm-cache
COPY --from=build /app/apps/server/dist apps/server/dist
# Uploads, and the embedded database when DATABASE_URL is not set: mount a volume here.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
# Liveness; route traffic by GET /readyz (compose.yaml's health check, a load balancer's).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(a=>process.exit(a.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "--import", "./apps/server/dist/telemetry.js", "apps/server/dist/main.js"]
