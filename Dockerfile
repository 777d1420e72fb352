# syntax=docker/dockerfile:1
# Herald in production: `docker build --build-arg APP_URL=https://herald.example.com -t herald .`
# The same steps run without Docker in scripts/smoke-production.ts (CI), so they stay true.

# --- build: every dependency, then the web app for APP_URL ----------------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Baked into the prerendered pages (canonical URLs, sitemap, OG tags); the build stamp records
# them and the server refuses to start for another APP_URL.
ARG APP_URL
ARG CONTACT_EMAIL=hello@herald.app
RUN test -n "$APP_URL" || (echo "Pass --build-arg APP_URL=https://your.host" >&2; exit 1)
RUN APP_URL="$APP_URL" CONTACT_EMAIL="$CONTACT_EMAIL" NODE_ENV=production npm run build

# --- deps: production dependencies only ------------------------------------------------------
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- runtime: no devDependencies, no TypeScript, non-root --------------------------------------
FROM node:24-bookworm-slim AS runtime
# The heap cap keeps the process's memory bounded (live heap ≈ 135 MiB under load; without a
# cap V8 grows toward the container's limit before collecting): docs/deployment.md, ADR 029.
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    NODE_OPTIONS=--max-old-space-size=256
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
# The server is the bundle in build/bundle (scripts/build-server.ts); it reads only these two
# data files from the sources.
COPY server/db/migrations ./server/db/migrations
COPY server/features/auth/common-passwords.txt ./server/features/auth/common-passwords.txt
COPY --from=build /app/build ./build
# Only for ALLOW_EMBEDDED_DATABASE=true: PGlite's data directory, owned by the app's user.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node directly (not npm start): it receives SIGTERM itself and drains (docs/deployment.md).
CMD ["node", "build/bundle/start.mjs"]
