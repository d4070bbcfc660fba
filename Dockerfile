# Herald in one image for every role (ROLES picks web, worker or scheduler); see README 'Several machines'.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --ignore-scripts

FROM node:24-bookworm-slim
# The browser and fonts reports are rendered with (RENDERING_PACKAGES in apps/server/src/platform/browser).
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-dejavu-core fonts-liberation \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build --chown=node:node /app /app
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data \
  CHROMIUM_PATH=/usr/bin/chromium
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Web processes answer /api/health (UP with the database reachable); other roles override this in compose.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The Node flags keep a busy process's memory flat (apps/server/src/node-flags.ts).
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=30", "apps/server/src/main.ts"]
