/** Upload rules shared by the server (enforced while streaming) and the client (checked before sending). */

const MB = 1024 * 1024;

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
const VIDEO_TYPES = ["video/mp4", "video/webm", "video/quicktime"] as const;

export interface UploadPolicy {
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** Most files in one request. */
  maxFiles: number;
  /** Types accepted, as sniffed from the bytes (never the name or the browser's header). */
  types: readonly string[];
  /** Korean message when a file passes maxBytes. */
  tooLargeMessage: string;
  /** Korean message for a type outside `types`. */
  wrongTypeMessage: string;
}

/** Post editor media and attachments: images or video, 5 MB each, 10 files. */
export const EDITOR_UPLOAD: UploadPolicy = {
  maxBytes: 5 * MB,
  maxFiles: 10,
  types: [...IMAGE_TYPES, ...VIDEO_TYPES],
  tooLargeMessage: "파일이 너무 큽니다. 5MB 이하로 업로드해주세요.",
  wrongTypeMessage: "지원하지 않는 파일 형식입니다. 이미지 또는 동영상만 업로드할 수 있습니다.",
};

/** Images only (banners, /api/upload-images): 5 MB each, 10 files. */
export const IMAGE_UPLOAD: UploadPolicy = {
  ...EDITOR_UPLOAD,
  types: IMAGE_TYPES,
  wrongTypeMessage: "지원하지 않는 파일 형식입니다. 이미지 파일만 업로드할 수 있습니다.",
};

/** The admin card image: one JPG, PNG or GIF of at most 1 MB. */
export const CARD_IMAGE_UPLOAD: UploadPolicy = {
  maxBytes: 1 * MB,
  maxFiles: 1,
  types: ["image/jpeg", "image/png", "image/gif"],
  tooLargeMessage: "이미지 파일이 너무 큽니다. 1MB 이하의 이미지를 선택해주세요.",
  wrongTypeMessage: "JPG, PNG, GIF 이미지만 업로드할 수 있습니다.",
};

/** The migration tool and the upload demo: 50 MB. */
export const MIGRATION_MAX_BYTES = 50 * MB;

export const DEMO_UPLOAD: UploadPolicy = {
  maxBytes: MIGRATION_MAX_BYTES,
  maxFiles: 1,
  types: IMAGE_TYPES,
  tooLargeMessage: "파일이 너무 큽니다. 50MB 이하로 업로드해주세요.",
  wrongTypeMessage: "이미지 파일만 업로드할 수 있습니다.",
};

export const tooManyFilesMessage = (max: number) => `파일은 최대 ${max}개까지 업로드할 수 있습니다.`;
export const EMPTY_FILE_MESSAGE = "빈 파일은 업로드할 수 없습니다.";
export const NO_FILE_MESSAGE = "업로드할 파일이 없습니다.";
export const BROKEN_UPLOAD_MESSAGE = "업로드 요청이 올바르지 않습니다. 다시 시도해주세요.";

/** Widths of the WebP variants made for every uploaded image (card tiles use 320, pages 960). */
export const VARIANT_WIDTHS = [320, 960] as const;

/** Uploaded images are named by their SHA-256; their variants sit beside them. */
const CONTENT_ADDRESSED = /^\/(uploads|objects)\/[0-9a-f]{64}\.(jpg|png|gif|webp)$/;

/** Key or URL of an uploaded image's WebP variant of the given width (`<sha>.png.w320.webp`). */
export const variantUrl = (base: string, width: number) => `${base}.w${width}.webp`;

/**
 * The `srcset` of an image URL the uploads service stored (it always makes the variants), or
 * undefined for any other URL (seeded art, external links, migrated files).
 */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !CONTENT_ADDRESSED.test(url)) return undefined;
  return VARIANT_WIDTHS.map((w) => `${variantUrl(url, w)} ${w}w`).join(", ");
}
