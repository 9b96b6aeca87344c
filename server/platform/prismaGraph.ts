/**
 * Prisma 7 parameterises every query against a graph of the schema's input and output types (for its
 * query-plan cache), built at `new PrismaClient` from the generated `parameterizationSchema`: each of
 * ~3,400 nodes gets an object whose keys are indices into the schema's ~1,150 names (`{ 17: edge,
 * 903: edge }`). V8 stores integer keys below 1,024 in a flat array as long as the largest key,
 * mostly holes, so the graph took ~20 MiB of heap for ~25,000 edges. Keys of 1,024 and above go to a
 * hash table from the first one (V8's `kMaxGap`): the same graph is ~3.7 MiB. So the names are
 * moved up by 1,024 (empty names below them) and every name index in the binary graph with them;
 * nothing else changes, and a graph this code cannot read to its last byte is left as it was.
 */

export interface ParameterizationSchema {
  strings: string[];
  graph: string;
}

const SHIFT = 1024;

/** Reads the graph's varints, rewriting the name indices (the format of Prisma 7.10's runtime deserializer). */
function rewrite(bytes: Buffer, shift: number): Buffer | null {
  let at = 0;
  const out: number[] = [];
  const varint = () => {
    let value = 0;
    let bits = 0;
    let byte: number;
    do {
      if (at >= bytes.length) throw new RangeError("graph ends inside a number");
      byte = bytes[at++];
      value += (byte & 127) * 2 ** bits;
      bits += 7;
    } while (byte >= 128);
    return value;
  };
  const put = (value: number) => {
    while (value >= 128) {
      out.push((value % 128) | 128);
      value = Math.floor(value / 128);
    }
    out.push(value);
  };
  const copy = (n: number) => {
    if (at + n > bytes.length) throw new RangeError("graph ends inside a field");
    for (let i = 0; i < n; i++) out.push(bytes[at++]);
  };
  const name = () => put(varint() + shift);
  // An optional index: 0 is none, n + 1 is n.
  const optional = (isName: boolean) => {
    const value = varint();
    put(value === 0 || !isName ? value : value + shift);
  };
  try {
    const [inputs, outputs, roots] = [varint(), varint(), varint()];
    [inputs, outputs, roots].forEach(put);
    for (let node = 0; node < inputs; node++) {
      const edges = varint();
      put(edges);
      for (let edge = 0; edge < edges; edge++) {
        name(); // the argument's name
        copy(2); // scalar mask, u16
        optional(false); // child node
        optional(true); // enum name
        copy(1); // flags
      }
    }
    for (let node = 0; node < outputs; node++) {
      const edges = varint();
      put(edges);
      for (let edge = 0; edge < edges; edge++) {
        name(); // the field's name
        optional(false); // arguments node
        optional(false); // output node
      }
    }
    for (let root = 0; root < roots; root++) {
      name(); // the operation's name
      optional(false);
      optional(false);
    }
  } catch {
    return null;
  }
  return at === bytes.length ? Buffer.from(out) : null;
}

/** The same graph with every name index at 1,024 or above (see above); unchanged when unreadable. */
export function compactParameterization(schema: ParameterizationSchema): ParameterizationSchema {
  if (!schema?.graph || !Array.isArray(schema.strings)) return schema;
  const graph = rewrite(Buffer.from(schema.graph, "base64url"), SHIFT);
  if (!graph) return schema;
  return { strings: [...Array<string>(SHIFT).fill(""), ...schema.strings], graph: graph.toString("base64url") };
}
