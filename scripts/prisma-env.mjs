#!/usr/bin/env node
// Runs a command with the Prisma engine placeholders set, so the Prisma CLI never tries to download
// native engines (the client runs Prisma's query compiler; migrations are made by
// scripts/migration-diff.ts on the WASM schema engine).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";

const placeholder = fileURLToPath(new URL("../prisma/engine-placeholder", import.meta.url));
const [cmd, ...args] = process.argv.slice(2);
const binDir = fileURLToPath(new URL("../node_modules/.bin", import.meta.url));
const env = {
  ...process.env,
  PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ""}`,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? placeholder,
  PRISMA_QUERY_ENGINE_LIBRARY: process.env.PRISMA_QUERY_ENGINE_LIBRARY ?? placeholder,
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
};
const child = spawn(cmd, args, { stdio: "inherit", env });
child.on("exit", (code, signal) => (signal ? process.kill(process.pid, signal) : process.exit(code ?? 1)));
