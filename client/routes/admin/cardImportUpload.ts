import type { ImportRowError } from "../../../domain/cardImport";
import { postWithProgress } from "../../lib/postWithProgress";

/** The import endpoint's answer (server/modules/cards/cardImport.service.ts ImportReport). */
export interface ImportAnswer {
  message?: string;
  dryRun?: boolean;
  applied?: boolean;
  total?: number;
  created?: number;
  updated?: number;
  errorCount?: number;
  errors?: ImportRowError[];
}

/** JSON by its extension or type; everything else is read as CSV. */
const importFormatOf = (file: File) => (/\.json$/i.test(file.name) || file.type === "application/json" ? "json" : "csv");

/** Sends the file as the request body; resolves with the status and the answer whatever the status. */
export async function sendCardImport(file: File, dryRun: boolean, onProgress: (sent: number) => void): Promise<{ status: number; answer: ImportAnswer }> {
  const format = importFormatOf(file);
  const { done } = postWithProgress(`/api/admin/cards/import?format=${format}${dryRun ? "&dryRun=1" : ""}`, file, {
    contentType: format === "json" ? "application/json" : "text/csv",
    onProgress,
  });
  try {
    const { status, answer } = await done;
    return { status, answer: (answer ?? { message: `가져오기 실패: ${status}` }) as ImportAnswer };
  } catch {
    throw new Error("네트워크 오류로 파일을 보내지 못했습니다.");
  }
}
