# syntax=docker/dockerfile:1
# The portal's production image (docs/deploy.md): built in one stage, run from a slim one as the
# unprivileged `node` user with the compiled server and plain node.

FROM node:24-slim AS build
WORKDIR /app
# Dependencies first, so a change of code reuses the installed layer.
COPY package.json package-lock.json ./
COPY apps/web/package.json apps/web/
COPY apps/server/package.json apps/server/
COPY packages/domain/package.json packages/domain/
# The registry's Node 24 for the scripts (docs/decisions/002): a development package, so the build
# stage's scripts run on it and the prune below drops it; the image runs the image's own node.
COPY tools/node-24/package.json tools/node-24/
# npm install, not npm ci: the lock file cannot list other platforms' optional packages (.ci/run says why).
RUN npm install --no-audit --no-fund
COPY . .
# The web app (browser and server-render bundles), then the server (apps/server/dist/).
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && mkdir -p apps/server/node_modules

FROM node:24-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    MIGRATE_ON_START=false
WORKDIR /app
# What the compiled server reads at run time: its packages, the catalogs, the migrations, the
# course's SCORM content, the common-passwords list and the built web app (src/paths.ts).
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
# Versions npm could not hoist sit beside the server (the folder may be empty; made above so the copy never fails).
COPY --from=build /app/apps/server/node_modules apps/server/node_modules
COPY --from=build /app/packages/domain packages/domain
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /app/apps/server/src/features/staff/common-passwords.txt apps/server/src/features/staff/
COPY --from=build /app/content content
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
USER node
EXPOSE 3000
# Liveness only: the load balancer checks readiness (/readyz) itself.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node is PID 1's only child of note: docker's --init (or compose's init: true) forwards SIGTERM to it.
# The preload starts OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set, and does nothing otherwise.
CMD ["node", "--enable-source-maps", "--import", "./apps/server/dist/tracing-preload.js", "apps/server/dist/main.js"]
