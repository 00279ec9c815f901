# syntax=docker/dockerfile:1
# Production images (docker-compose.yml shows them together; docs/OPERATIONS.md explains the deploy):
#   docker build --target migrate -t tarima-migrate .   applies the migrations; needs no database
#   docker build --secret id=database_url,env=DATABASE_URL \
#     --secret id=payload_secret,env=PAYLOAD_SECRET -t tarima .   the site and the jobs worker
# The site's image holds production packages, the build and public/ only: no sources, no
# development packages, no secret.
FROM node:20-bookworm-slim AS base
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1

# Every package: the build runs TypeScript, Tailwind and esbuild.
FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# Production packages only, for the images that run.
FROM base AS prod-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM deps AS source
COPY . .

# The server's TypeScript compiled (scripts/lib/server-modules.mjs), migrations included. It reads
# no database, so the migrate image exists before the database it prepares.
FROM source AS server
RUN node scripts/build.mjs --server

# Applies the committed migrations to DATABASE_URL, once per deploy and before the app instances
# start; with SEED_DEMO=true it also seeds the demo content once. Exits when done.
FROM base AS migrate
ENV NODE_ENV=production
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=server /app/.next/tarima ./.next/tarima
RUN mkdir .data && chown node:node .data
USER node
CMD ["node", ".next/tarima/migrate.mjs"]

# The site, built against the migrated database: pages are prerendered from it. DATABASE_URL and
# PAYLOAD_SECRET arrive as build secrets, present only while this command runs: never in a layer,
# the image's history or its metadata. Next's build cache stays behind.
FROM source AS build
ARG SITE_URL
RUN --mount=type=secret,id=database_url,env=DATABASE_URL,required=true \
    --mount=type=secret,id=payload_secret,env=PAYLOAD_SECRET,required=true \
    node scripts/build.mjs && rm -rf .next/cache

# What runs: production packages, the build with the compiled server (fast routes, migrations, the
# jobs worker), public/, and the server script with the two files it reads from the sources.
# The jobs worker is this image running `node .next/tarima/worker.mjs`.
FROM base AS run
ENV NODE_ENV=production PORT=3000
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json next.config.mjs ./
COPY src/lib/security-headers.mjs ./src/lib/
COPY scripts/serve.mjs ./scripts/
COPY scripts/lib/server-modules.mjs ./scripts/lib/
COPY public ./public
# Next writes regenerated pages into .next; uploads go to S3 (or to .data/media without S3_BUCKET).
COPY --from=build --chown=node:node /app/.next ./.next
RUN mkdir .data && chown node:node .data
USER node
# Behind a proxy, set TRUSTED_PROXIES to its addresses or CIDRs (docker-compose.yml does):
# without it X-Forwarded-For is ignored and every client looks like the proxy to the rate limits.
EXPOSE 3000
CMD ["node", "scripts/serve.mjs", "-p", "3000"]
