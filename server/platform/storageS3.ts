import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Config } from "../config";
import { assertSafeKey, type ObjectStorage } from "./storage";
import { contentTypeForKey } from "./mediaTypes";

type S3Settings = NonNullable<Config["s3"]>;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound");

/**
 * An S3-compatible bucket through the AWS SDK v3. Path-style addressing, so MinIO, Ceph, R2 and
 * s3rver work as well as AWS; every instance pointed at the bucket serves every object.
 */
export function createS3Storage(settings: S3Settings): ObjectStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    // Checksums only where the API requires them: the SDK's default (aws-chunked trailers on
    // streamed bodies) is not understood by many S3-compatible servers (s3rver, older MinIO, Ceph).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;

  return {
    kind: "s3",
    async put(key, body, meta) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: meta.contentType, ContentLength: meta.size }));
    },
    async get(key, range) {
      assertSafeKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end ?? ""}` : undefined }),
        );
        const total = answer.ContentRange ? Number(answer.ContentRange.split("/")[1]) : (answer.ContentLength ?? 0);
        const served = answer.ContentRange ? /bytes (\d+)-(\d+)/.exec(answer.ContentRange) : null;
        return {
          key,
          size: total,
          contentType: contentTypeForKey(key),
          body: answer.Body as Readable,
          range: served ? { start: Number(served[1]), end: Number(served[2]) } : undefined,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      assertSafeKey(key);
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { key, size: answer.ContentLength ?? 0, contentType: contentTypeForKey(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix = "") {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }));
        for (const item of page.Contents ?? []) {
          if (item.Key) yield { key: item.Key, size: item.Size ?? 0, contentType: contentTypeForKey(item.Key) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async presignPut(key, contentType, expiresInSeconds) {
      assertSafeKey(key);
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key, ContentType: contentType }), { expiresIn: expiresInSeconds });
    },
    close() {
      client.destroy();
    },
  };
}
