// Lint for the whole repository: TypeScript rules, React hook rules and Relay's fragment rules.
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import relay from "eslint-plugin-relay";
import tseslint from "typescript-eslint";

// The server's layers (README "Layers"): each folder imports only the ones below it.
// domain ← platform, ops, http ← core ← graphql, rest (the API kit) ← modules ← schema.ts, routes.ts, pages/ ← app.ts
const layer = (message, ...folders) => ({
  regex: `^(\\.\\./)+(${folders.join("|")})(/|$)`,
  message,
});
const aboveModules = layer("schema.ts, routes.ts, pages/ and app.ts gather the modules; nothing below them imports them.", "schema", "routes", "pages", "app", "index", "static");
const restrictLayers = (files, ...patterns) => ({
  files,
  ignores: ["**/*.test.ts"],
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

export default tseslint.config(
  { ignores: ["dist/", "data/", "coverage/", "server/generated/", "client/__generated__/", "node_modules/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "smart"],
    },
  },
  {
    files: ["domain/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", {
        paths: [{ name: "sanitize-html", message: "domain/ is shared with the client: server-only code lives in server/." }],
        patterns: [
          { regex: "^node:", message: "domain/ is pure (no I/O): it runs in the browser too." },
          layer("domain/ is the bottom layer: it imports nothing of the server or the client.", "server", "client"),
        ],
      }],
    },
  },
  restrictLayers(
    ["server/platform/**/*.ts", "server/ops/**/*.ts", "server/http/**/*.ts"],
    layer("platform/, ops/ and http/ sit below the request context and every feature.", "core", "modules", "graphql", "rest"),
    aboveModules,
  ),
  restrictLayers(
    ["server/core/**/*.ts"],
    layer("core/ sits below the API kit and the feature modules.", "modules", "graphql", "rest"),
    aboveModules,
  ),
  restrictLayers(
    ["server/graphql/**/*.ts", "server/rest/**/*.ts"],
    layer("The API kit sits below the feature modules: schema.ts and routes.ts register them.", "modules"),
    aboveModules,
  ),
  restrictLayers(
    ["server/modules/**/*.ts"],
    { regex: "^\\.\\./[^./]", message: "A feature module imports no other feature module: shared rules belong in server/core/." },
    aboveModules,
  ),
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, relay },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "relay/graphql-syntax": "error",
      "relay/graphql-naming": "error",
      "relay/unused-fields": "error",
      "relay/must-colocate-fragment-spreads": "error",
      "relay/function-required-argument": "error",
      "relay/hook-required-argument": "error",
      "relay/no-future-added-value": "error",
      "no-restricted-imports": ["error", {
        paths: [{ name: "react", importNames: ["lazy"], message: "Use lazyPart from client/lib/lazyPart: server-rendered parts then load before hydration." }],
      }],
      // A relative time from the browser's clock differs from the server-rendered one a minute later:
      // hydration fails and React re-creates the page (an action in that moment is lost).
      "no-restricted-syntax": ["error", {
        selector: "ImportSpecifier[imported.name='relativeTimeKo']",
        message: "Use useRelativeTime() from client/lib/renderClock: it hydrates with the server's render minute.",
      }],
    },
  },
  {
    // The server renders the client's pages: ICU's locale data kept ~5.7 MiB of the node binary resident
    // (README, "No ICU in the server"). domain/numbers and domain/time write the same text.
    files: ["client/**/*.{ts,tsx}", "domain/**/*.ts", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-globals": ["error", { name: "Intl", message: "Use domain/numbers (formatCount) or domain/time (koreanDate, koreanShortDate, koreanDateTime, relativeTimeKo)." }],
      "no-restricted-properties": ["error",
        ...["toLocaleString", "toLocaleDateString", "toLocaleTimeString"].map((property) => ({
          property,
          message: "Use domain/numbers (formatCount) or domain/time (koreanShortDate, koreanDateTime): the server renders this without ICU.",
        })),
      ],
    },
  },
  { files: ["client/lib/renderClock.ts", "client/**/*.test.{ts,tsx}"], rules: { "no-restricted-syntax": "off" } },
  { files: ["client/lib/lazyPart.ts"], rules: { "no-restricted-imports": "off" } },
);
