// Prints the Pothos schema (lexicographically sorted) to schema.graphql; CI fails on a diff.
import fs from "node:fs";
import path from "node:path";
import { printSchema } from "graphql";
import { schema } from "../schema";

const out = path.resolve(import.meta.dirname, "../../schema.graphql");
fs.writeFileSync(out, `${printSchema(schema)}\n`);
console.log(`wrote ${path.relative(process.cwd(), out)}`);
