# Tend's container image (decision 275): built with the toolchain, run on a slim Node 20 with only the
# built output and the production dependencies, as a non-root user, on a read-only root filesystem
# with one data volume (/data). Configure it with the environment variables of the README's
# configuration table. `podman build` needs `--format docker` to keep the HEALTHCHECK.
ARG NODE_IMAGE=node:20-bookworm-slim

# The production dependencies. better-sqlite3 builds from source when no prebuilt binary can be
# fetched: against the base image's own Node headers (/usr/local/include/node), downloading nothing.
FROM ${NODE_IMAGE} AS deps
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
WORKDIR /src
COPY package.json package-lock.json ./
# The image runs the bundles, so esbuild and tsx (which `npm start` and the npm scripts use on a host)
# go too.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/esbuild node_modules/@esbuild node_modules/tsx node_modules/.bin/esbuild node_modules/.bin/tsx \
 && cd node_modules/better-sqlite3 \
 && find build -mindepth 1 -maxdepth 2 ! -path build/Release ! -name better_sqlite3.node -exec rm -rf {} + \
 && rm -rf deps src

# The web client and the server bundle. Nothing here needs an install script (the bundlers' native
# parts are packages of their own), so nothing is compiled twice.
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npx vite build --logLevel warn && node scripts/build-server.mjs

FROM ${NODE_IMAGE}
RUN groupadd --system --gid 10001 tend \
 && useradd --system --uid 10001 --gid tend --home-dir /data --no-create-home tend \
 && mkdir /data && chown tend:tend /data
WORKDIR /app
COPY package.json ./package.json
COPY --from=deps /src/node_modules ./node_modules
COPY --from=build /src/dist ./dist
ENV NODE_ENV=production \
    PORT=5000 \
    HOST=0.0.0.0 \
    DATABASE_URL=sqlite:/data/tend.db \
    OUTBOX_DIR=/data/outbox \
    STATIC_DIR=/app/dist/client
USER tend
VOLUME /data
EXPOSE 5000
HEALTHCHECK --interval=10s --timeout=10s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||5000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is process 1 and drains on SIGTERM (decision 096): the last requests finish, the database
# closes, then it exits 0. The V8 flags are npm start's (decisions 205, 510).
CMD ["node", "--max-semi-space-size=4", "--no-allocation-site-pretenuring", "dist/server/main.mjs"]
