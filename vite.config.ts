import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import relay from "vite-plugin-relay";
import { precompressPlugin } from "./server/http/precompress";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The API server (npm run dev) listens on 3000; `vite` serves the client beside it.
const apiServer = "http://localhost:3000";

const vendor = (file: string) => fromRoot(`./client/relay/vendor/${file}`);

// Relay ships CommonJS, which the bundler cannot tree-shake: these entries require only the modules
// the client runs (react-relay's main entry alone would add the legacy container APIs).
const relayEntries = [
  { find: /^react-relay$/, replacement: vendor("reactRelay.cjs") },
  { find: /^relay-runtime$/, replacement: vendor("relayRuntime.cjs") },
  { find: /^\.\/useFragmentInternal_CURRENT$/, replacement: vendor("currentFragmentHookStub.cjs") },
];

// react-router's exports map offers only its development build, whose dev warnings stay in a
// production bundle; the build takes the production files beside it.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fromRoot("./node_modules/react-router/dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: fromRoot("./node_modules/react-router/dist/production/dom-export.mjs") },
];

export default defineConfig(({ command }) => ({
  root: fromRoot("./client"),
  publicDir: fromRoot("./client/public"),
  // The server serves the .br/.gz siblings this writes (server/static.ts).
  plugins: [react({ jsxImportSource: "@emotion/react" }), relay, precompressPlugin()],
  resolve: { alias: command === "build" ? [...relayEntries, ...reactRouterProduction] : relayEntries },
  build: {
    outDir: fromRoot("./dist/client"),
    emptyOutDir: true,
    sourcemap: true,
    // The framework (React, Relay, the router, Emotion) is ~190 kB gzip on its own; split it into
    // long-cached vendor chunks that change less often than the app code.
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "relay", test: /node_modules[\\/](relay-runtime|react-relay|fbjs|invariant|@babel[\\/]runtime)[\\/]/ },
            { name: "router", test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            { name: "emotion", test: /node_modules[\\/](@emotion|stylis|hoist-non-react-statics|react-is)[\\/]/ },
            // Forms only: its own chunk so pages that merely show data never download it.
            { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/graphql": { target: apiServer, ws: true, changeOrigin: true },
      "/api": { target: apiServer, changeOrigin: true },
      "/uploads": { target: apiServer, changeOrigin: true },
      "/objects": { target: apiServer, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      "/graphql": { target: apiServer, ws: true, changeOrigin: true },
      "/api": { target: apiServer, changeOrigin: true },
      "/uploads": { target: apiServer, changeOrigin: true },
      "/objects": { target: apiServer, changeOrigin: true },
    },
  },
}));
