import { defineConfig } from "vitest/config";
import relay from "vite-plugin-relay";

// Pothos loads graphql's CommonJS build; resolving ours to the same file keeps one graphql realm.
const oneGraphql = { alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }] };

// One runner, four projects: pure rules, server over real databases, client in jsdom, browser e2e.
export default defineConfig({
  test: {
    projects: [
      { test: { name: "domain", include: ["domain/**/*.test.ts"], environment: "node" } },
      {
        resolve: oneGraphql,
        test: {
          name: "server",
          // scripts/: the build and tooling scripts beside the server they serve.
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/server/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One module graph for all files (each still builds its own app and database): importing
          // the server afresh for each of ~100 files cost ~1.5 s apiece alone and twice that beside
          // the browser half; the whole project ran in 563 s so, alone on the machine. No file
          // mocks a module or edits process.env, and every spy is restored where it is made.
          isolate: false,
        },
      },
      {
        plugins: [relay],
        // The Relay entry the app bundle uses (vite.config.ts).
        resolve: { alias: [{ find: /^react-relay$/, replacement: "react-relay/hooks" }] },
        oxc: { jsx: { importSource: "@emotion/react" } },
        test: {
          name: "client",
          include: ["client/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["test/client/setup.ts"],
        },
      },
      {
        resolve: oneGraphql,
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/e2e/global-setup.ts"],
          // A page waits on the server; 1 s (the default) is too short on a loaded 2-core machine.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
