# Multi-stage build: compile shared, server and client, then run on a slim Node 22 as a non-root user.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
# The benchmark's workspace is in the lockfile: its manifest only, so that npm ci agrees; none of its code is built
# or shipped.
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY shared shared
COPY server server
COPY client client
# The client bundles the rulings (client/src/how-to-play/rulings.ts).
COPY docs/rulings docs/rulings
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim AS run
ENV NODE_ENV=production PORT=2567 DATA_DIR=/data CLIENT_DIR=/app/client/dist
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/shared/package.json shared/
COPY --from=build --chown=node:node /app/shared/dist shared/dist
COPY --from=build --chown=node:node /app/server/package.json server/
COPY --from=build --chown=node:node /app/server/dist server/dist
COPY --from=build --chown=node:node /app/client/dist client/dist
RUN mkdir -p /data /secrets && chown node:node /data /secrets
USER node
VOLUME ["/data"]
EXPOSE 2567
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||2567)+'/healthz').then(r=>process.exit(r.status===200?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=128", "server/dist/main.js"]
