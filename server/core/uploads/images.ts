import type { Sharp } from "sharp";
import { ValidationError } from "../../errors";
import { VARIANT_WIDTHS } from "../../../domain/uploads";

export interface ProcessedImage {
  width: number | null;
  height: number | null;
  /** The original re-encoded without EXIF/XMP/IPTC (location, camera), or null to keep the bytes as received. */
  stripped: Buffer | null;
  /** WebP copies at VARIANT_WIDTHS (never enlarged), for srcset. */
  variants: { width: number; data: Buffer }[];
}

const REENCODE: Record<string, (image: Sharp) => Sharp> = {
  "image/jpeg": (image) => image.jpeg({ quality: 90, mozjpeg: true }),
  "image/png": (image) => image.png(),
  "image/webp": (image) => image.webp({ quality: 90 }),
};

/**
 * Reads an uploaded image once: its size, a metadata-free original when it carried metadata, and
 * the WebP variants. Bytes sharp cannot decode are refused (they passed the magic-byte check only).
 */
export async function processImage(file: string, contentType: string): Promise<ProcessedImage> {
  const animated = contentType === "image/gif" || contentType === "image/webp";
  // sharp (libvips) is loaded with the first upload, not at start: most instances' idle memory never needs it.
  const { default: sharp } = await import("sharp");
  try {
    const meta = await sharp(file).metadata();
    const reencode = REENCODE[contentType];
    const carriesMetadata = Boolean(meta.exif || meta.xmp || meta.iptc);
    // rotate() applies the EXIF orientation before the EXIF goes, so the picture stays upright.
    const stripped = carriesMetadata && reencode ? await reencode(sharp(file, { animated }).rotate()).toBuffer() : null;
    const variants = await Promise.all(
      VARIANT_WIDTHS.map(async (width) => ({
        width,
        data: await sharp(file, { animated }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
      })),
    );
    const upright = (meta.orientation ?? 1) >= 5;
    return {
      width: (upright ? meta.height : meta.width) ?? null,
      height: (upright ? meta.width : (meta.pageHeight ?? meta.height)) ?? null,
      stripped,
      variants,
    };
  } catch {
    throw new ValidationError([{ path: ["files"], message: "이미지 파일을 읽을 수 없습니다. 손상되지 않은 이미지를 올려주세요." }]);
  }
}
