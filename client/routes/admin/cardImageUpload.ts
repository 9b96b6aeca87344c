import { CARD_IMAGE_UPLOAD } from "../../../domain/uploads";
import { getToken } from "../../auth/token";
import { checkFiles } from "../../components/community/uploadMedia";

/** Shown when the card was saved but its picked image was refused (spec §4: the card survives). */
export const IMAGE_AFTER_SAVE_FAILED = "카드는 저장되었지만 이미지 업로드에 실패했습니다.";

/** The spec's check before sending: one JPG, PNG or GIF of at most 1 MB; null when the file is fine. */
export function cardImageProblem(file: File): string | null {
  return checkFiles([file], CARD_IMAGE_UPLOAD, 1).problems[0] ?? null;
}

/** Uploads a card's image (POST /api/cards/{id}/image); the server patches the card and answers its URL. */
export async function uploadCardImage(databaseId: number, file: File): Promise<string> {
  const body = new FormData();
  body.append("files", file);
  const token = getToken();
  const res = await fetch(`/api/cards/${databaseId}/image`, { method: "POST", body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const answer = (await res.json().catch(() => ({}))) as { imageUrl?: string; message?: string };
  if (!res.ok || !answer.imageUrl) throw new Error(answer.message ?? `업로드 실패: ${res.status}`);
  return answer.imageUrl;
}
