import { getToken } from "../../auth/token";

/** What /api/upload-images answers for the one file sent. */
interface UploadAnswer {
  url: string;
  srcSet?: string;
}

/**
 * Sends one image to /api/upload-images with XMLHttpRequest, whose upload events give real
 * progress (fetch has none for request bodies); onProgress gets 0–100 as bytes leave.
 */
export function uploadWithProgress(file: File, onProgress: (percent: number) => void): { done: Promise<UploadAnswer>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadAnswer>((resolve, reject) => {
    xhr.open("POST", "/api/upload-images");
    const token = getToken();
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress((event.loaded / event.total) * 100);
    xhr.onload = () => {
      let answer: { files?: UploadAnswer[]; message?: string } = {};
      try {
        answer = JSON.parse(xhr.responseText) as typeof answer;
      } catch {
        // Not JSON: the status line below says what happened.
      }
      const file = answer.files?.[0];
      if (xhr.status === 200 && file) resolve(file);
      else reject(new Error(answer.message ?? `업로드 실패: ${xhr.status} ${xhr.statusText}`));
    };
    xhr.onerror = () => reject(new Error(`업로드 실패: ${xhr.status} ${xhr.statusText}`));
    xhr.onabort = () => reject(new Error("업로드가 취소되었습니다."));
    const body = new FormData();
    body.append("files", file);
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}
