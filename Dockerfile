# syntax=docker/dockerfile:1
# Multi-stage image for `fly deploy`: one image, two processes (web and worker, see fly.toml).

FROM node:20-bookworm-slim AS base
ENV NODE_ENV=production
WORKDIR /app

# All dependencies, to build.
FROM base AS deps
COPY package.json package-lock.json .npmrc ./
RUN npm ci --include=dev --no-audit --no-fund

# Production dependencies only (tsx runs the TypeScript server and worker).
FROM base AS production-deps
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npx remix vite:build

FROM base
ENV PORT=8080
# Debian's Chromium for the worker's `browser` fetch mode (docs/decisions/016); playwright-core
# drives it and downloads no browser of its own. CHROMIUM_PATH points elsewhere if needed.
RUN apt-get update \
	&& apt-get install -y --no-install-recommends chromium fonts-liberation \
	&& rm -rf /var/lib/apt/lists/*
ENV CHROMIUM_PATH=/usr/bin/chromium
COPY --from=production-deps /app/node_modules /app/node_modules
COPY --from=build /app/build /app/build
COPY package.json tsconfig.json ./
COPY app ./app
COPY core ./core
COPY server ./server
COPY worker ./worker
COPY sites ./sites
COPY scripts ./scripts
COPY public ./public
USER node
EXPOSE 8080
# As fly.toml runs the web process: Node with tsx as a loader, the heap sized for 512 MB.
CMD ["node", "--max-old-space-size=256", "--heap-growing-percent=100", "--import", "tsx", "server/index.ts"]
