import fs from "node:fs";
import path from "node:path";
import { Session } from "node:inspector/promises";

/** A CPU profile of this process from now until stop(), written as a .cpuprofile (Chrome DevTools, speedscope). */
export async function startProfiler() {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 200 });
  await session.post("Profiler.start");
  return {
    async stop(dir: string) {
      const { profile } = await session.post("Profiler.stop");
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `ours-${Date.now()}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      return file;
    },
  };
}
