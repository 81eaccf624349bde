# The product in a container, for hosts that run containers (docs/operations.md#containers).
# Not tested by CI (it has no Docker): `docker build -t studio-site .`, then run one container per
# instance with the environment docs/operations.md lists.
#
# Not Next's standalone output: the production server (server/main.mjs) loads next.config.ts as it
# starts (the shared cache is chosen then), and that needs the sources and the full node_modules.
FROM node:24-bookworm-slim

ENV NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
RUN mkdir -p /data && chown node:node /app /data
USER node

COPY --chown=node:node package.json package-lock.json ./
# `npm install`, as .ci/run: the lockfile lacks other platforms' optional binaries (an arm64 image).
RUN npm install --no-audit --no-fund --loglevel=error
COPY --chown=node:node . .
RUN npm run build

ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
VOLUME /data
EXPOSE 3000
# SIGTERM starts the graceful shutdown (server/shutdown.mjs); give it SHUTDOWN_TIMEOUT_MS and more
# (e.g. `docker stop -t 15`).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/main.mjs"]
