import { RequestInterrupted, postWithProgress } from "../../lib/postWithProgress";

/** What /api/upload-images answers for the one file sent. */
interface UploadAnswer {
  url: string;
  srcSet?: string;
}

/** Sends one image to /api/upload-images; onProgress gets 0–100 as bytes leave. */
export function uploadWithProgress(file: File, onProgress: (percent: number) => void): { done: Promise<UploadAnswer>; abort: () => void } {
  const body = new FormData();
  body.append("files", file);
  const request = postWithProgress("/api/upload-images", body, { onProgress: (fraction) => onProgress(fraction * 100) });
  const done = request.done.then(
    ({ status, statusText, answer }) => {
      const { files, message } = (answer ?? {}) as { files?: UploadAnswer[]; message?: string };
      if (status === 200 && files?.[0]) return files[0];
      throw new Error(message ?? `업로드 실패: ${status} ${statusText}`);
    },
    (error: unknown) => {
      if (error instanceof RequestInterrupted && error.kind === "aborted") throw new Error("업로드가 취소되었습니다.");
      const { status, statusText } = error instanceof RequestInterrupted ? error : { status: 0, statusText: "" };
      throw new Error(`업로드 실패: ${status} ${statusText}`);
    },
  );
  return { done, abort: request.abort };
}
