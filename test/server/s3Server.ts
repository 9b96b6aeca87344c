import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestS3 {
  /** S3_* settings pointing an app at this server's bucket. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** Files stored under the bucket on disk (for "nothing stored" checks). */
  objectFiles(): string[];
  close(): Promise<void>;
}

/** A real S3-compatible HTTP server (s3rver) on 127.0.0.1 with one empty bucket, on disk in a temp dir. */
export async function startS3(bucket = "fcm-test-media"): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "fcm-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" },
    objectFiles: () =>
      fs.readdirSync(path.join(directory, bucket), { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith("._S3rver_object")),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
