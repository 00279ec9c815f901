# Production image: one build, any number of stateless instances (see docker-compose.yml).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

FROM deps AS build
WORKDIR /app
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
# Pages are prerendered from the database at build time, so the build needs DATABASE_URL and
# PAYLOAD_SECRET as build arguments (the compose file passes the same values it runs with).
ARG DATABASE_URL
ARG PAYLOAD_SECRET
ARG SITE_URL
RUN DATABASE_URL=$DATABASE_URL PAYLOAD_SECRET=$PAYLOAD_SECRET SITE_URL=$SITE_URL npm run build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
# Behind a proxy, set TRUSTED_PROXIES to its addresses or CIDRs (docker-compose.yml does):
# without it X-Forwarded-For is ignored and every client looks like the proxy to the rate limits.
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "scripts/serve.mjs", "-p", "3000"]
