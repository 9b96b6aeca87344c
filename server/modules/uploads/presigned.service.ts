import crypto from "node:crypto";
import fs from "node:fs";
import type { Context } from "../../core/context";
import { requireViewer } from "../../core/guards";
import { NotFoundError, ValidationError } from "../../errors";
import { DEMO_UPLOAD, IMAGE_TYPES } from "../../../domain/uploads";
import { discardSpooled, nodeReadable, spoolToTemp } from "../../core/uploads/spool";
import { uploadTempDir } from "../../core/uploads/uploads.service";

/** A presigned PUT URL stays valid this long. */
const PRESIGN_SECONDS = 15 * 60;
const EXT: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/gif": "gif", "image/webp": "webp" };

/**
 * A URL the browser PUTs one image to directly (the bucket, or this server for local disk), and
 * the path it will be served at: `/objects/` + the key (the part after the private folder).
 */
export async function createObjectUploadUrl(ctx: Context, contentType: unknown): Promise<{ uploadURL: string; objectPath: string }> {
  requireViewer(ctx);
  if (contentType !== undefined && (typeof contentType !== "string" || !(IMAGE_TYPES as readonly string[]).includes(contentType))) {
    throw new ValidationError([{ path: ["contentType"], message: DEMO_UPLOAD.wrongTypeMessage }]);
  }
  const type = (contentType as string | undefined) ?? "application/octet-stream";
  const key = `uploads/${crypto.randomUUID()}${EXT[type] ? `.${EXT[type]}` : ""}`;
  const uploadURL = await ctx.services.storage.presignPut(key, type, PRESIGN_SECONDS);
  return { uploadURL, objectPath: `/objects/${key}` };
}

/**
 * The local store's stand-in for a bucket's presigned PUT: the signature names key and type;
 * the body is streamed under the demo's 50 MB limit and must really be that image type.
 */
export async function receivePresignedPut(ctx: Context, url: URL, request: Request): Promise<void> {
  const { storage } = ctx.services;
  const signed = "verifyPresignedPut" in storage && typeof storage.verifyPresignedPut === "function" ? storage.verifyPresignedPut(url) : null;
  if (!signed) throw new NotFoundError("업로드 주소가 만료되었거나 올바르지 않습니다.");
  if (!request.body) throw new ValidationError([{ path: ["body"], message: "빈 파일은 업로드할 수 없습니다." }]);
  const file = await spoolToTemp(nodeReadable(request.body), uploadTempDir(ctx.services), DEMO_UPLOAD.maxBytes, DEMO_UPLOAD.tooLargeMessage);
  try {
    if (file.size === 0) throw new ValidationError([{ path: ["body"], message: "빈 파일은 업로드할 수 없습니다." }]);
    const { fileTypeFromBuffer } = await import("file-type");
    const sniffed = await fileTypeFromBuffer(file.head);
    if (!sniffed || !(IMAGE_TYPES as readonly string[]).includes(sniffed.mime) || (signed.contentType in EXT && sniffed.mime !== signed.contentType)) {
      throw new ValidationError([{ path: ["body"], message: DEMO_UPLOAD.wrongTypeMessage }]);
    }
    await storage.put(signed.key, fs.createReadStream(file.path), { contentType: sniffed.mime, size: file.size });
  } finally {
    await discardSpooled([file]);
  }
}
