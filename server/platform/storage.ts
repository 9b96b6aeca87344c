import type { Readable } from "node:stream";
import type { Config } from "../config";
import { ValidationError } from "../errors";
import { createLocalStorage } from "./storageLocal";

/** What the store knows about one object. */
export interface ObjectHead {
  key: string;
  size: number;
  contentType: string;
}

/** An object's bytes (the whole object, or the requested range of it). */
interface ObjectBody extends ObjectHead {
  body: Readable;
  /** Inclusive byte range served; absent when the whole object is streamed. */
  range?: { start: number; end: number };
}

export interface ByteRange {
  start: number;
  /** Inclusive; absent means "to the end". */
  end?: number;
}

/**
 * The one storage seam: uploads, variants and migrated media go through it, whichever backend
 * the settings choose (local disk under DATA_DIR/uploads, or an S3-compatible bucket).
 * Keys are relative paths like `ab12….jpg` or `uploads/<uuid>.png`, checked by `assertSafeKey`.
 */
export interface ObjectStorage {
  readonly kind: "local" | "s3";
  /** Stores bytes under key, replacing any object there. A stream needs its size (S3 wants a length up front). */
  put(key: string, body: Buffer | Readable, meta: { contentType: string; size: number }): Promise<void>;
  /** The object as a stream, or null when it does not exist. */
  get(key: string, range?: ByteRange): Promise<ObjectBody | null>;
  head(key: string): Promise<ObjectHead | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with prefix (all when empty), in pages, without loading them all. */
  list(prefix?: string): AsyncIterable<ObjectHead>;
  /** A URL the browser may PUT the object to directly (with the same Content-Type), valid for expiresInSeconds. */
  presignPut(key: string, contentType: string, expiresInSeconds: number): Promise<string>;
  close(): void;
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

/** Whether key is a safe relative object key: no `..`, no absolute path, no backslash, no hidden files. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment) && !segment.includes(".."));
}

/** Throws the Korean 400 for a key that could escape the store (`../`, absolute, hidden). */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new ValidationError([{ path: ["key"], message: "잘못된 파일 경로입니다." }]);
}

/**
 * One store per server instance, chosen from the S3_* settings (none set: local disk). The AWS SDK
 * is imported only when a bucket is configured: it is megabytes of code a local-disk server never runs.
 */
export async function createStorage(config: Config): Promise<ObjectStorage> {
  if (!config.s3) return createLocalStorage(config.uploadsDir);
  const { createS3Storage } = await import("./storageS3");
  return createS3Storage(config.s3);
}
