import styled from "@emotion/styled";
import { useRef, useState } from "react";
import { Button } from "../ui/Button";
import { useToast } from "../ui/Toast";
import { ATTACHMENT_MEDIA, MAX_ATTACHMENTS, checkFiles, uploadFiles } from "./uploadMedia";

type Props = { urls: string[]; onChange: (urls: string[]) => void };

/** Image attachments: at most 10, 5 MB each; invalid files are skipped with the spec's messages. */
export function AttachmentPicker({ urls, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const pick = async (files: File[]) => {
    const { accepted, problems } = checkFiles(files, ATTACHMENT_MEDIA.policy, MAX_ATTACHMENTS - urls.length);
    if (problems.length > 0) toast({ title: "일부 파일을 건너뛰었습니다", text: problems.join(" "), tone: "error" });
    if (accepted.length === 0) return;
    setBusy(true);
    try {
      onChange([...urls, ...(await uploadFiles(ATTACHMENT_MEDIA.endpoint, accepted))]);
    } catch (error) {
      toast({ title: "업로드 오류", text: error instanceof Error ? error.message : undefined, tone: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Head>
        <span>첨부 이미지 ({urls.length}/{MAX_ATTACHMENTS})</span>
        <Button size="sm" variant="secondary" disabled={busy || urls.length >= MAX_ATTACHMENTS} onClick={() => input.current?.click()}>
          {busy ? "업로드 중…" : "이미지 첨부"}
        </Button>
        <input
          ref={input} type="file" accept="image/*" multiple hidden aria-label="첨부 이미지 선택"
          onChange={(e) => { void pick([...(e.target.files ?? [])]); e.target.value = ""; }}
        />
      </Head>
      <Hint>이미지 파일만, 파일당 5MB, 최대 10개까지 첨부할 수 있습니다.</Hint>
      {urls.length > 0 ? (
        <Thumbs>
          {urls.map((url) => (
            <li key={url}>
              <img src={url} alt="첨부 이미지" />
              <button type="button" aria-label="첨부 삭제" onClick={() => onChange(urls.filter((u) => u !== url))}>×</button>
            </li>
          ))}
        </Thumbs>
      ) : null}
    </div>
  );
}

const Head = styled.div(({ theme }) => ({ display: "flex", alignItems: "center", gap: theme.space(2), fontWeight: theme.fontWeights.bold, fontSize: theme.fontSizes.sm }));
const Hint = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textSubtle, margin: theme.space(1, 0) }));
const Thumbs = styled.ul(({ theme }) => ({
  display: "flex", flexWrap: "wrap", gap: theme.space(2), listStyle: "none", padding: 0, margin: 0,
  "& li": { position: "relative" },
  "& img": { width: "80px", height: "80px", objectFit: "cover", borderRadius: theme.radii.sm },
  "& button": { position: "absolute", top: 2, right: 2, width: "22px", height: "22px", borderRadius: "50%", border: "none", background: theme.colors.overlay, color: theme.colors.onColor, cursor: "pointer" },
}));
