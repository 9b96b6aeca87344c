import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import relay from "vite-plugin-relay";
import { staticShell } from "./client/theme/staticShell";
import { precompressPlugin } from "./scripts/precompress";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The API server (npm run dev) listens on 3000; `vite` serves the client beside it.
const apiServer = "http://localhost:3000";

// Relay as published, in every mode: react-relay's hooks entry (its main entry adds the legacy
// container APIs, which this client never uses).
const relayHooks = { find: /^react-relay$/, replacement: "react-relay/hooks" };

// react-router's exports map offers only its development build, whose dev warnings stay in a
// production bundle; the build takes the production files beside it.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fromRoot("./node_modules/react-router/dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: fromRoot("./node_modules/react-router/dist/production/dom-export.mjs") },
];

/**
 * client/boot.ts is its own entry, loaded by index.html ahead of the app (module scripts run in
 * document order, so it has started its requests before the router asks for them).
 */
function bootScript(): Plugin {
  return {
    name: "boot-script",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find((output) => output.type === "chunk" && output.isEntry && output.name === "boot");
        if (boot?.type !== "chunk") throw new Error("the boot entry is missing from the bundle");
        const tags = [
          // Once each: the app's entry preloads the chunks it shares with boot already.
          ...boot.imports.filter((file) => !html.includes(`href="/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          // data-boot: a server-rendered page hands the app's scripts to it (server/pages/html.ts).
          `<script type="module" crossorigin data-boot src="/${boot.fileName}"></script>`,
        ];
        const app = html.indexOf('<script type="module"');
        if (app < 0) throw new Error("index.html has no app script to load the boot script before");
        return `${html.slice(0, app)}${tags.join("\n    ")}\n    ${html.slice(app)}`;
      },
    },
  };
}

/** The header bar painted from the HTML alone, replaced by React's first render (client/theme/staticShell.ts). */
function staticShellHtml(): Plugin {
  return {
    name: "static-shell",
    transformIndexHtml(html) {
      const { style, header, head } = staticShell();
      const root = '<div id="root"></div>';
      if (!html.includes(root)) throw new Error(`index.html has no ${root}`);
      return html.replace("</head>", `${head}\n    <style>${style}</style>\n  </head>`).replace(root, `<div id="root">${header}</div>`);
    },
  };
}

/**
 * `vite build --ssr`: the server renderer's entry (client/ssr/entryServer.tsx) as an ES module in
 * dist/ssr, which the server imports at run time (server/pages/ssr/renderer.ts). npm packages stay
 * external (one React for the renderer and react-dom/server), but Relay (CommonJS entries with no
 * named exports Node can see) and the router (to take its production build, as the client does)
 * are bundled.
 */
const ssrBuild = defineConfig({
  root: fromRoot("./client"),
  publicDir: false,
  plugins: [react({ jsxImportSource: "@emotion/react" }), relay],
  resolve: { alias: [relayHooks, ...reactRouterProduction] },
  ssr: { noExternal: ["react-relay", "relay-runtime", "react-router", "react-router-dom"] },
  build: {
    ssr: true,
    outDir: fromRoot("./dist/ssr"),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      input: { entryServer: fromRoot("./client/ssr/entryServer.tsx") },
      // ASCII only: one non-ASCII character makes V8 keep a module's whole source (kept for
      // Function#toString) as two bytes per character; \uXXXX escapes mean the same.
      output: { entryFileNames: "[name].mjs", chunkFileNames: "chunks/[name]-[hash].mjs", charset: "ascii", comments: { legal: true, jsdoc: false, annotation: false } },
    },
  },
});

export default defineConfig(({ command, isSsrBuild }) => (isSsrBuild ? ssrBuild : {
  root: fromRoot("./client"),
  publicDir: fromRoot("./client/public"),
  // The server serves the .br/.gz siblings this writes (server/static.ts).
  plugins: [react({ jsxImportSource: "@emotion/react" }), relay, staticShellHtml(), bootScript(), precompressPlugin()],
  resolve: {
    alias: command === "build" ? [relayHooks, ...reactRouterProduction] : [relayHooks],
  },
  build: {
    outDir: fromRoot("./dist/client"),
    emptyOutDir: true,
    sourcemap: true,
    // The framework (React, Relay, the router, Emotion) is ~160 kB gzip on its own; split it into
    // long-cached vendor chunks that change less often than the app code.
    chunkSizeWarningLimit: 300,
    // Which chunks each route and lazy part needs: the server preloads those of the page it serves (server/pages/ssr/modulePreloads.ts).
    manifest: true,
    rolldownOptions: {
      input: { index: fromRoot("./client/index.html"), boot: fromRoot("./client/boot.ts") },
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
