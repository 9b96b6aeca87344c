import type { ObjectStorage } from "../../platform/storage";
import { isSafeKey } from "../../platform/storage";

const MAX_PICTURE_BYTES = 4 * 1024 * 1024;
const OWN_MEDIA = /^\/(?:uploads|objects)\/(.+)$/;

/** PNG or JPEG by magic bytes: what satori and resvg both draw. */
function imageType(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

/**
 * The card's uploaded picture as a data URL, read from our own store; null for no picture, a
 * picture elsewhere (the server fetches no outside URL), another format or a read that fails —
 * the share image then draws the placeholder the page shows.
 */
export async function cardPictureDataUrl(storage: ObjectStorage, imageUrl: string | null): Promise<string | null> {
  const key = imageUrl ? OWN_MEDIA.exec(imageUrl)?.[1] : undefined;
  if (!key || !isSafeKey(key)) return null;
  try {
    const object = await storage.get(key);
    if (!object || object.size > MAX_PICTURE_BYTES) {
      object?.body.destroy();
      return null;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const type = imageType(bytes);
    return type ? `data:${type};base64,${bytes.toString("base64")}` : null;
  } catch {
    return null;
  }
}
