# The relay for remote phones (src/relay) as a container: `docker build -t ligretto-relay .`, then see compose.yaml.
# Build stage: installs the project and builds the phone page (out/phone), which the relay serves.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1 CI=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN npx electron-vite build

# Run stage: the relay under tsx, as `npm run relay` runs it; no shell tools beyond node's image.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production RELAY_HOST=0.0.0.0 RELAY_PORT=2567 RELAY_PHONE_DIR=/app/out/phone
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/src/shared ./src/shared
COPY --from=build /app/src/relay ./src/relay
COPY --from=build /app/out/phone ./out/phone
USER node
EXPOSE 2567
CMD ["node", "node_modules/tsx/dist/cli.mjs", "src/relay/main.ts"]
