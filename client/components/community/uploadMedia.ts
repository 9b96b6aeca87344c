import { EDITOR_UPLOAD, IMAGE_UPLOAD, tooManyFilesMessage, type UploadPolicy } from "../../../domain/uploads";
import { getToken } from "../../auth/token";
import { RequestInterrupted, postWithProgress } from "../../lib/postWithProgress";

/** Where each kind of post media goes (README "Uploads"): editor media may be video, attachments are images. */
export const EDITOR_MEDIA = { endpoint: "/api/upload", policy: EDITOR_UPLOAD } as const;
export const ATTACHMENT_MEDIA = { endpoint: "/api/upload-images", policy: IMAGE_UPLOAD } as const;
export const MAX_ATTACHMENTS = IMAGE_UPLOAD.maxFiles;

/** Splits picked files into those the policy accepts and the spec's message for each one skipped. */
export function checkFiles(files: readonly File[], policy: UploadPolicy, room: number) {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const kind = file.type.split("/")[0];
    const typeOk = policy.types.includes(file.type) || (policy === EDITOR_UPLOAD && (kind === "image" || kind === "video"));
    if (!typeOk) problems.push(policy.wrongTypeMessage);
    else if (file.size > policy.maxBytes) problems.push(policy.tooLargeMessage);
    else if (accepted.length >= room) problems.push(tooManyFilesMessage(policy.maxFiles));
    else accepted.push(file);
  }
  return { accepted, problems: [...new Set(problems)] };
}

/** Uploads files in one multipart request; the server sniffs types and answers `{ urls }` or a Korean message. */
export async function uploadFiles(endpoint: string, files: readonly File[]): Promise<string[]> {
  const body = new FormData();
  for (const file of files) body.append("files", file);
  const token = getToken();
  const res = await fetch(endpoint, { method: "POST", body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const answer = (await res.json().catch(() => ({}))) as { urls?: string[]; message?: string };
  if (!res.ok || !answer.urls) throw new Error(answer.message ?? `업로드 실패: ${res.status} ${res.statusText}`);
  return answer.urls;
}

/** The same upload as `uploadFiles`, over XMLHttpRequest so `onProgress` gets 0–100 as the bytes leave. */
export async function uploadFilesWithProgress(endpoint: string, files: readonly File[], onProgress: (percent: number) => void): Promise<string[]> {
  const body = new FormData();
  for (const file of files) body.append("files", file);
  const request = postWithProgress(endpoint, body, { onProgress: (fraction) => onProgress(Math.round(fraction * 100)) });
  const { status, statusText, answer } = await request.done.catch((error: unknown) => {
    const { status, statusText } = error instanceof RequestInterrupted ? error : { status: 0, statusText: "" };
    throw new Error(`업로드 실패: ${status} ${statusText}`);
  });
  const { urls, message } = (answer ?? {}) as { urls?: string[]; message?: string };
  if (status !== 200 || !urls) throw new Error(message ?? `업로드 실패: ${status} ${statusText}`);
  return urls;
}
