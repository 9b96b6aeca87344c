// npm test: Vitest runs files of projects with fileParallelism off one at a time, so on its own the
// server files (mostly waiting on PostgreSQL) and the browser files (mostly waiting on Chromium)
// never overlap. Without arguments this runs them as two Vitest processes side by side and prints
// one summary; with arguments (a file, a --project) it is plain `vitest run`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const args = process.argv.slice(2);

function vitest(vitestArgs) {
  return new Promise((resolve) => {
    const child = spawn("vitest", ["run", ...vitestArgs], { stdio: "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (args.length) process.exit(await vitest(args));

const reports = fs.mkdtempSync(path.join(os.tmpdir(), "fcm-test-"));
// Balanced by measured time: the server files take longest, so the quick projects go with the browser.
const runs = [
  ["server", ["--project", "server"]],
  ["browser-and-units", ["--project", "e2e", "--project", "client", "--project", "domain"]],
];
const codes = await Promise.all(
  runs.map(([name, projectArgs]) =>
    vitest([...projectArgs, "--reporter=default", "--reporter=json", `--outputFile=${path.join(reports, `${name}.json`)}`]),
  ),
);
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const [name] of runs) {
  const file = path.join(reports, `${name}.json`);
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}
fs.rmSync(reports, { recursive: true, force: true });
console.log(`\nnpm test: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
