import fs from "node:fs";
import path from "node:path";
import { Prisma } from "../../generated/prisma/client";
import type { AppServices } from "../context";
import type { ObjectStorage } from "../../platform/storage";
import { ValidationError } from "../../errors";
import { EMPTY_FILE_MESSAGE, imageSrcSet, IMAGE_TYPES, variantUrl, type UploadPolicy } from "../../../domain/uploads";
import { receiveMultipart } from "./multipart";
import { discardSpooled, type SpooledFile } from "./spool";
import { processImage } from "./images";

/** What callers get for each stored file. `url` is what goes into the database (post, card, banner). */
export interface StoredUpload {
  url: string;
  key: string;
  contentType: string;
  size: number;
  sha256: string;
  width: number | null;
  height: number | null;
  /** WebP variants for <img srcset> (images only). */
  srcSet?: string;
}

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
};

/** Public path of a stored key: /objects/… for a bucket, /uploads/… on local disk (both routes serve either). */
const mediaUrl = (storage: ObjectStorage, key: string) => `/${storage.kind === "s3" ? "objects" : "uploads"}/${key}`;

/** Where files wait between the request and the store; emptied on every path out. */
export const uploadTempDir = (services: AppServices) => path.join(services.config.dataDir, "tmp", "uploads");

/** The type the bytes really are (magic bytes), or the policy's Korean 400. SVG has no magic and never passes. */
async function sniff(file: SpooledFile, policy: UploadPolicy): Promise<string> {
  if (file.size === 0) throw new ValidationError([{ path: ["files"], message: EMPTY_FILE_MESSAGE }]);
  // Imported on the first upload, like sharp: a server that is never sent a file need not load it.
  const { fileTypeFromBuffer } = await import("file-type");
  const type = await fileTypeFromBuffer(file.head);
  if (!type || !policy.types.includes(type.mime) || !EXTENSIONS[type.mime]) {
    throw new ValidationError([{ path: ["files"], message: policy.wrongTypeMessage }]);
  }
  return type.mime;
}

const SELECT = { key: true, url: true, contentType: true, size: true, sha256: true, width: true, height: true } as const;
type Row = Prisma.UploadedObjectGetPayload<{ select: typeof SELECT }>;
const toStored = (row: Row): StoredUpload => ({ ...row, srcSet: imageSrcSet(row.url) });

/** Stores one checked file under its SHA-256 name (variants first), or returns the copy already stored. */
async function storeChecked(services: AppServices, file: SpooledFile, contentType: string, ownerId: number | null): Promise<StoredUpload> {
  const prisma = services.database.prisma;
  const existing = await prisma.uploadedObject.findUnique({ where: { sha256: file.sha256 }, select: SELECT });
  if (existing) return toStored(existing);

  const { storage } = services;
  const key = `${file.sha256}.${EXTENSIONS[contentType]}`;
  const url = mediaUrl(storage, key);
  const image = (IMAGE_TYPES as readonly string[]).includes(contentType) ? await processImage(file.path, contentType) : null;
  for (const variant of image?.variants ?? []) {
    await storage.put(variantUrl(key, variant.width), variant.data, { contentType: "image/webp", size: variant.data.length });
  }
  const body = image?.stripped ?? fs.createReadStream(file.path);
  const size = image?.stripped?.length ?? file.size;
  await storage.put(key, body, { contentType, size });
  const data = {
    key,
    url,
    contentType,
    size,
    sha256: file.sha256,
    width: image?.width ?? null,
    height: image?.height ?? null,
    storage: storage.kind === "s3" ? ("S3" as const) : ("LOCAL" as const),
    userId: ownerId,
  };
  try {
    return toStored(await prisma.uploadedObject.create({ data, select: SELECT }));
  } catch (error) {
    // The same bytes uploaded at the same moment elsewhere: one row wins, both callers get it.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      return toStored(await prisma.uploadedObject.findUniqueOrThrow({ where: { sha256: file.sha256 }, select: SELECT }));
    }
    throw error;
  }
}

/** Checks every file first, then stores them: one bad file stores none. Temp files are always removed. */
async function storeAll(services: AppServices, files: SpooledFile[], ownerId: number | null, policy: UploadPolicy) {
  try {
    const types: string[] = [];
    for (const file of files) types.push(await sniff(file, policy));
    const stored: StoredUpload[] = [];
    for (const [i, file] of files.entries()) stored.push(await storeChecked(services, file, types[i], ownerId));
    return stored;
  } finally {
    await discardSpooled(files);
  }
}

/**
 * The files of a multipart/form-data request, streamed under `policy` (size and count enforced
 * while reading, types by magic bytes, SVG and empty files refused), stored through the storage
 * seam and recorded once per distinct content. All or nothing; typed 400/413 errors in Korean.
 */
export async function receiveUploads(services: AppServices, request: Request, ownerId: number | null, policy: UploadPolicy): Promise<StoredUpload[]> {
  const files = await receiveMultipart(request, policy, uploadTempDir(services));
  return storeAll(services, files, ownerId, policy);
}

