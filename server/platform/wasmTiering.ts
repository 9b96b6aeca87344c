import v8 from "node:v8";

/**
 * With PostgreSQL, the server's only busy WebAssembly is Prisma's query compiler, and it runs only for
 * a query shape its plan cache has not seen yet. V8 compiles WebAssembly twice: baseline code at once
 * (Liftoff), then optimised code for the hot functions in the background (TurboFan), keeping both.
 * For the compiler that second copy cost ~20 MiB of resident memory, and compiling it more CPU than it
 * saved (bench: 255 new query shapes, 3.2 → 1.5 ms CPU each; cached queries unchanged). Not with
 * PGlite, whose whole database runs as WebAssembly and needs the optimised code. Process-wide (V8
 * checks the flag when it would tier up), so it is set once, at start, by the process's entry point.
 */
export function baselineWasmWithPostgres(databaseUrl: string | undefined) {
  if (databaseUrl) v8.setFlagsFromString("--liftoff-only");
}
