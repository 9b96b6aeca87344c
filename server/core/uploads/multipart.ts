import type { Readable } from "node:stream";
import type busboy from "busboy";
import { PayloadTooLargeError, ValidationError } from "../../errors";
import { BROKEN_UPLOAD_MESSAGE, NO_FILE_MESSAGE, tooManyFilesMessage, type UploadPolicy } from "../../../domain/uploads";
import { discardSpooled, nodeReadable, spoolToTemp, type SpooledFile } from "./spool";

/** Room for boundaries, part headers and a few small fields beside the files. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Reads and drops what the client is still sending, so the error answer reaches it on a healthy
 * keep-alive connection; past the request cap the connection is cut instead.
 */
function drainRest(source: Readable, policy: UploadPolicy) {
  let drained = 0;
  source.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > policy.maxFiles * policy.maxBytes + MULTIPART_OVERHEAD) source.destroy();
  });
  source.on("error", () => undefined);
  source.resume();
}

const invalid = (message: string) => new ValidationError([{ path: ["files"], message }]);

/**
 * Reads a multipart/form-data request's files into temp files, one at a time as busboy yields
 * them, enforcing the policy's size and count while streaming. All or nothing: on any failure
 * every temp file is deleted and the typed error (400/413, Korean) is thrown.
 */
export async function receiveMultipart(request: Request, policy: UploadPolicy, tempDir: string): Promise<SpooledFile[]> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) throw invalid(NO_FILE_MESSAGE);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > policy.maxFiles * policy.maxBytes + MULTIPART_OVERHEAD) throw new PayloadTooLargeError(policy.tooLargeMessage);

  // Imported on the first upload: a server that is never sent a file need not load it.
  const { default: createParser } = await import("busboy");
  const spooled: SpooledFile[] = [];
  const pending: Promise<void>[] = [];
  const active = new Set<Readable>();
  const source = nodeReadable(request.body);
  try {
    await new Promise<void>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = createParser({
          headers: { "content-type": contentType },
          limits: { files: policy.maxFiles, fileSize: policy.maxBytes + 1, fields: 20, fieldSize: 64 * 1024, parts: policy.maxFiles + 20 },
        });
      } catch {
        return reject(invalid(BROKEN_UPLOAD_MESSAGE));
      }
      let failed = false;
      const fail = (error: unknown) => {
        if (failed) return;
        failed = true;
        source.unpipe(parser);
        drainRest(source, policy);
        // Files mid-write end now, so their spooling rejects and removes its temp file.
        for (const stream of active) stream.destroy(new Error("upload aborted"));
        reject(error);
      };
      parser.on("file", (_field, stream) => {
        // A part parsed after a failure (from bytes already handed to busboy) is dropped unread:
        // spooling it would leave a temp file that the clean-up below has already passed.
        if (failed) return void stream.resume();
        active.add(stream);
        // Failures reach us through spoolToTemp's promise; this keeps a late destroy from being "unhandled".
        stream.on("error", () => undefined);
        const received = spoolToTemp(stream, tempDir, policy.maxBytes, policy.tooLargeMessage).then(
          (file) => void spooled.push(file),
          (error: unknown) => fail(error),
        );
        pending.push(received.finally(() => active.delete(stream)));
      });
      parser.on("filesLimit", () => fail(invalid(tooManyFilesMessage(policy.maxFiles))));
      parser.on("partsLimit", () => fail(invalid(tooManyFilesMessage(policy.maxFiles))));
      parser.on("error", () => fail(invalid(BROKEN_UPLOAD_MESSAGE)));
      parser.on("close", () => {
        void Promise.all(pending).then(() => (failed ? undefined : resolve()));
      });
      source.on("error", () => fail(invalid(BROKEN_UPLOAD_MESSAGE)));
      source.pipe(parser);
    });
  } catch (error) {
    await Promise.allSettled(pending);
    await discardSpooled(spooled);
    throw error;
  }
  if (spooled.length === 0) throw invalid(NO_FILE_MESSAGE);
  return spooled;
}
