import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const major = (version: string) => Number(/\d+/.exec(version)?.[0]);

describe("one Node runtime", () => {
  it("runs the suite on the node devDependency's major, which engines and @types/node name too", () => {
    // npm puts node_modules/.bin (the `node` package) first on every npm script's PATH, so `npm test` runs on it.
    const pinned = major(pkg.devDependencies.node);
    expect(major(process.versions.node)).toBe(pinned);
    expect(major(pkg.engines.node)).toBe(pinned);
    expect(major(pkg.devDependencies["@types/node"])).toBe(pinned);
  });
});
