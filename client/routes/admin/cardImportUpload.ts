import type { ImportRowError } from "../../../domain/cardImport";
import { getToken } from "../../auth/token";

/** The import endpoint's answer (server/modules/admin/cardImport.service.ts ImportReport). */
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

/**
 * Sends the file as the request body with XMLHttpRequest, whose upload events give the progress
 * bar its fraction (fetch has none); resolves with the status and the answer whatever the status.
 */
export function sendCardImport(file: File, dryRun: boolean, onProgress: (sent: number) => void): Promise<{ status: number; answer: ImportAnswer }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/admin/cards/import?format=${importFormatOf(file)}${dryRun ? "&dryRun=1" : ""}`);
    const token = getToken();
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.setRequestHeader("content-type", importFormatOf(file) === "json" ? "application/json" : "text/csv");
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(e.loaded / e.total); };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      let answer: ImportAnswer;
      try { answer = JSON.parse(xhr.responseText) as ImportAnswer; } catch { answer = { message: `가져오기 실패: ${xhr.status}` }; }
      resolve({ status: xhr.status, answer });
    };
    xhr.onerror = () => reject(new Error("네트워크 오류로 파일을 보내지 못했습니다."));
    xhr.send(file);
  });
}
