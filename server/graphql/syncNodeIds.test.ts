import { describe, expect, it } from "vitest";
import { isObjectType } from "graphql";
import { schema } from "../schema";

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

describe("Node ids (server/graphql/syncNodeIds.ts)", () => {
  // nodeOwnership.test.ts holds every Node type's id to its row's; this holds them to being no promise.
  it("are answered synchronously as the relay plugin encodes them, for every Node type", () => {
    const nodeTypes = Object.values(schema.getTypeMap()).filter((type) => isObjectType(type) && type.getInterfaces().some((i) => i.name === "Node"));
    expect(nodeTypes.map((type) => type.name)).toEqual(expect.arrayContaining(["Card", "Review", "User", "Comment", "Formation"]));
    for (const type of nodeTypes) {
      if (!isObjectType(type)) continue;
      // Signed in as an admin: types with a type-level scope (a draft, a watch) run it around the id.
      const answer = type.getFields().id.resolve!({ id: 7 }, {}, { viewer: { id: 7, isAdmin: true } }, {} as never);
      expect(answer, type.name).toBe(globalId(type.name, 7));
    }
  });
});
