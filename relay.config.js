// Read by relay-compiler and babel-plugin-relay through CommonJS `require()`. This package is
// "type": "module", so the file is ESM and hands its object to `require()` through the
// "module.exports" export name (Node >= 20.19 require(esm); see package.json engines).
// https://nodejs.org/api/modules.html#loading-ecmascript-modules-using-require
const config = {
  src: "./client",
  schema: "./schema.graphql",
  language: "typescript",
  artifactDirectory: "./client/__generated__",
  eagerEsModules: true,
  customScalarTypes: { DateTime: "string", CardLevelStats: { name: "LevelStats", path: "../../domain/cardLevels" } },
  excludes: ["**/node_modules/**", "**/__generated__/**"],
  // The server accepts these ids (server/graphql/persistedOperations.ts); artifacts keep the text
  // for subscriptions over graphql-ws and for tests that hold every operation to the limits.
  persistConfig: { file: "./client/persisted-operations.json", algorithm: "SHA256", include_query_text: true },
};

export { config as "module.exports" };
