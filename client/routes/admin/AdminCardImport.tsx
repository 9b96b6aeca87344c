import { useRef, useState } from "react";
import styled from "@emotion/styled";
import { Button } from "../../components/ui/Button";
import { useToast } from "../../components/ui/Toast";
import { sendCardImport, type ImportAnswer } from "./cardImportUpload";
import { Muted, Toolbar } from "./adminStyles";

const Box = styled.section(({ theme }) => ({
  display: "grid", gap: theme.space(2), padding: theme.space(3), margin: theme.space(3, 0),
  border: `1px dashed ${theme.colors.border}`, borderRadius: 8,
}));
const ErrorList = styled.ol(({ theme }) => ({ maxHeight: 240, overflow: "auto", margin: 0, paddingLeft: theme.space(5), color: theme.colors.danger, fontSize: theme.fontSizes.sm }));

type Phase = "idle" | "preview" | "apply";

/**
 * 일괄 가져오기: pick a CSV/JSON file (format in README "Bulk card import"), preview it as a dry run
 * (counts and the per-row error list), then apply it; the bar follows the upload, then the server's work.
 */
export function AdminCardImport({ onImported }: { onImported: () => void }) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<ImportAnswer | null>(null);
  const [result, setResult] = useState<ImportAnswer | null>(null);

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setPhase(dryRun ? "preview" : "apply");
    setProgress(0);
    try {
      const { status, answer } = await sendCardImport(file, dryRun, setProgress);
      if (dryRun) setPreview(status === 200 ? answer : { ...answer, errorCount: answer.errorCount ?? 1, errors: answer.errors ?? [{ row: 0, field: null, message: answer.message ?? "" }] });
      else if (status === 200) {
        setResult(answer);
        setPreview(null);
        onImported();
        toast({ title: "일괄 가져오기 완료", text: `신규 ${answer.created}장 · 수정 ${answer.updated}장`, tone: "success" });
      } else {
        setPreview(answer);
        toast({ title: "일괄 가져오기 실패", text: answer.message, tone: "error" });
      }
    } catch (e) {
      toast({ title: "일괄 가져오기 실패", text: e instanceof Error ? e.message : undefined, tone: "error" });
    } finally {
      setPhase("idle");
    }
  };
  const busy = phase !== "idle";
  const ready = preview !== null && preview.errorCount === 0 && !busy;
  return (
    <Box aria-label="일괄 가져오기">
      <strong>일괄 가져오기</strong>
      <Muted>CSV(UTF-8) 또는 JSON 파일, 20MB까지. importKey가 같은 카드는 수정되고 나머지는 새로 등록됩니다. 형식은 README의 예시 파일(docs/sample-cards.csv)을 참고하세요.</Muted>
      <Toolbar>
        <input ref={input} type="file" aria-label="가져올 파일" accept=".csv,.json,text/csv,application/json" disabled={busy}
          onChange={(e) => { setFile(e.target.files?.[0] ?? null); setPreview(null); setResult(null); }} />
        <Button size="sm" variant="secondary" disabled={!file || busy} onClick={() => void send(true)}>미리보기</Button>
        <Button size="sm" disabled={!ready} onClick={() => void send(false)}>가져오기 적용</Button>
      </Toolbar>
      {busy ? (
        <div>
          <progress aria-label="가져오기 진행률" max={1} value={progress < 1 ? progress : undefined} style={{ width: "100%" }} />
          <Muted>{progress < 1 ? `파일 전송 중 ${Math.round(progress * 100)}%` : phase === "apply" ? "서버에서 적용 중…" : "서버에서 검사 중…"}</Muted>
        </div>
      ) : null}
      {preview ? (
        <div role="status" aria-label="미리보기 결과">
          <p>
            {preview.total !== undefined ? `전체 ${preview.total}행 · 신규 ${preview.created}장 · 수정 ${preview.updated}장 · ` : ""}오류 {preview.errorCount ?? 0}개
            {preview.errorCount ? " — 오류가 있으면 아무것도 가져오지 않습니다." : ""}
          </p>
          {preview.errors?.length ? (
            <ErrorList aria-label="오류 목록">
              {preview.errors.map((e, i) => <li key={i}>{e.row ? `${e.row}행` : "파일"}{e.field ? ` [${e.field}]` : ""}: {e.message}</li>)}
            </ErrorList>
          ) : null}
        </div>
      ) : null}
      {result ? <p role="status" aria-label="가져오기 결과">가져오기 완료: 신규 {result.created}장 · 수정 {result.updated}장</p> : null}
    </Box>
  );
}
