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
  customScalarTypes: { DateTime: "string" },
  excludes: ["**/node_modules/**", "**/__generated__/**"],
};

export { config as "module.exports" };
