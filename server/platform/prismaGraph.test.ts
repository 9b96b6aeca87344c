import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { PrismaPg } from "@prisma/adapter-pg";
import type { GetPrismaClientConfig } from "@prisma/client/runtime/client";
import { describe, expect, it } from "vitest";
import { PrismaClient, type Prisma } from "../generated/prisma/client";
import { compactParameterization, type ParameterizationSchema } from "./prismaGraph";

/** The generated client's schema graph, as the runtime receives it (no connection is opened). */
function generatedSchema(): ParameterizationSchema {
  let schema: ParameterizationSchema | undefined;
  const options = {
    adapter: new PrismaPg({ connectionString: "postgresql://nobody@127.0.0.1:1/none" }),
    __internal: { configOverride: (config: GetPrismaClientConfig) => ((schema = config.parameterizationSchema), config) },
  };
  new PrismaClient(options as Prisma.PrismaClientOptions);
  return schema!;
}

/** Builds the graph's objects the way Prisma 7.10's runtime does (`edges[nameIndex] = edge`). */
function deserialize({ graph }: ParameterizationSchema) {
  const bytes = Buffer.from(graph, "base64url");
  let at = 0;
  const varint = () => {
    let value = 0;
    let bits = 0;
    let byte: number;
    do {
      byte = bytes[at++];
      value += (byte & 127) * 2 ** bits;
      bits += 7;
    } while (byte >= 128);
    return value;
  };
  const optional = () => (value => (value === 0 ? undefined : value - 1))(varint());
  const [inputCount, outputCount, rootCount] = [varint(), varint(), varint()];
  const inputs = Array.from({ length: inputCount }, () => {
    const edges: Record<number, object> = {};
    for (let n = varint(); n > 0; n--) {
      const name = varint();
      const scalarMask = bytes.readUInt16LE(at);
      at += 2;
      edges[name] = { scalarMask, child: optional(), enumName: optional(), flags: bytes[at++] };
    }
    return edges;
  });
  const outputs = Array.from({ length: outputCount }, () => {
    const edges: Record<number, object> = {};
    for (let n = varint(); n > 0; n--) edges[varint()] = { args: optional(), output: optional() };
    return edges;
  });
  const roots = Array.from({ length: rootCount }, () => ({ name: varint(), args: optional(), output: optional() }));
  return { inputs, outputs, roots, end: at, length: bytes.length };
}

/** The graph with every name index replaced by its name: what Prisma's lookups by name see. */
function byName(schema: ParameterizationSchema) {
  const { inputs, outputs, roots } = deserialize(schema);
  const named = (edges: Record<number, object>) =>
    Object.fromEntries(
      Object.entries(edges).map(([index, edge]) => {
        const enumName = (edge as { enumName?: number }).enumName;
        return [schema.strings[Number(index)], enumName === undefined ? edge : { ...edge, enumName: schema.strings[enumName] }];
      }),
    );
  return { inputs: inputs.map(named), outputs: outputs.map(named), roots: roots.map((r) => ({ ...r, name: schema.strings[r.name] })) };
}

const collect = runInNewContext("gc", (v8.setFlagsFromString("--expose-gc"), {})) as () => void;
function heapGrowth(build: () => unknown) {
  collect();
  const before = process.memoryUsage().heapUsed;
  const kept = build();
  collect();
  const grown = process.memoryUsage().heapUsed - before;
  expect(kept).toBeTruthy();
  return grown;
}

describe("the query-plan cache's schema graph", () => {
  const original = generatedSchema();
  const compact = compactParameterization(original);

  it("is read to its last byte (the format this code knows)", () => {
    const { end, length } = deserialize(original);
    expect(end).toBe(length);
    expect(compact).not.toBe(original);
  });

  it("names the same edges after compaction: every node, argument, field and enum", () => {
    expect(byName(compact)).toEqual(byName(original));
    expect(compact.strings.indexOf(original.strings[0])).toBeGreaterThanOrEqual(1024);
  });

  it("takes less than a third of the heap once built", () => {
    const before = heapGrowth(() => deserialize(original));
    const after = heapGrowth(() => deserialize(compact));
    expect(after).toBeLessThan(before / 3);
  });

  it("is left as it was when it cannot be read to the end", () => {
    const truncated = { strings: original.strings, graph: original.graph.slice(0, 1000) };
    expect(compactParameterization(truncated)).toBe(truncated);
  });
});
