# The product in a container, on Next's standalone output (docs/operations.md#containers):
# `docker build -t studio-site .`, then one container per instance with the environment
# docs/operations.md lists. No container engine runs in CI: `.scripts/standalone.mjs` copies into an
# empty directory exactly what the runtime stage below copies and starts it with its CMD and ENV,
# and the browser tests of project `standalone` run against it.

FROM node:24-bookworm-slim AS build
ENV NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, as .ci/run: the lockfile lacks other platforms' optional binaries (an arm64 image).
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/data
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
# The traced server and its node_modules; the browser's files and public/, which standalone output
# leaves out (Next's output docs).
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
USER node
VOLUME /data
EXPOSE 3000
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.js"]
