/** Content types media is served with, by key extension; anything else is a download, never a document. */
const SERVED_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  ico: "image/x-icon",
  svg: "image/svg+xml",
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
};

const extensionOf = (key: string) => /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? "";

/** The type media is served with, from its key's extension (the key was named after its sniffed type). */
export function contentTypeForKey(key: string): string {
  return SERVED_TYPES[extensionOf(key)] ?? "application/octet-stream";
}

/** SVG can carry script and unknown bytes could be anything: both are served only as attachments. */
export function mustDownload(contentType: string): boolean {
  return contentType === "image/svg+xml" || contentType === "application/octet-stream";
}
