import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The server answers only ids it finds in this file (PersistedQueryNotFound otherwise), and the
// Relay compiler does not re-add an id whose artifact is unchanged: a merge can drop ids silently.
describe("persisted operations", () => {
  it("hold the id of every operation artifact the client sends", () => {
    const dir = path.resolve("client/__generated__");
    const stored = JSON.parse(fs.readFileSync(path.resolve("client/persisted-operations.json"), "utf8")) as Record<string, string>;
    const ids = fs
      .readdirSync(dir)
      .map((file) => /"id": "([0-9a-f]+)"/.exec(fs.readFileSync(path.join(dir, file), "utf8"))?.[1])
      .filter((id): id is string => id !== undefined);
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id) => !(id in stored))).toEqual([]);
  });
});
