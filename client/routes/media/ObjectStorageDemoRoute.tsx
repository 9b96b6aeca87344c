import { useEffect, useRef, useState } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import type { ObjectStorageDemoRouteQuery } from "../../__generated__/ObjectStorageDemoRouteQuery.graphql";
import { IMAGE_UPLOAD } from "../../../domain/uploads";
import { checkFiles } from "../../components/community/uploadMedia";
import { useLoginPath } from "../../components/account/useLoginRedirect";
import { Button, ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { StatusMessage } from "../../components/ui/StatusMessage";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { Actions, Badge, Cards, Muted, Page, MediaPanel, ProgressBar } from "./mediaStyles";
import { uploadWithProgress } from "./uploadWithProgress";

type State =
  | { phase: "idle" }
  | { phase: "uploading"; percent: number }
  | { phase: "success"; url: string }
  | { phase: "error"; message: string };

const INFO = [
  { title: "오브젝트 스토리지", text: "업로드한 파일은 서버 디스크가 아닌 스토리지에 저장되어 모든 서버에서 제공됩니다." },
  { title: "자동 최적화", text: "이미지는 WebP 축소본(320px, 960px)이 함께 만들어지고 위치 정보(EXIF)는 지워집니다." },
  { title: "안전한 형식 검사", text: "파일 이름이 아닌 실제 내용으로 JPG, PNG, GIF, WebP 여부를 확인합니다." },
];

/** /object-storage-demo (beta): pick an image, upload it with real progress, see it served back. */
export function ObjectStorageDemoRoute() {
  useDocumentTitle("오브젝트 스토리지 데모");
  const data = usePreloadedQuery<ObjectStorageDemoRouteQuery>(
    graphql`
      query ObjectStorageDemoRouteQuery @preloadable {
        viewer {
          displayName
        }
      }
    `,
    useRouteQueryRef<ObjectStorageDemoRouteQuery>(),
  );
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<State>({ phase: "idle" });
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<(() => void) | null>(null);
  useEffect(() => () => abort.current?.(), []);
  const loginPath = useLoginPath();

  if (!data.viewer) {
    return (
      <StatusMessage title="로그인이 필요합니다" action={<ButtonLink to={loginPath}>로그인하기</ButtonLink>}>
        업로드 데모를 사용하려면 로그인해주세요.
      </StatusMessage>
    );
  }

  const pick = (picked: File | undefined) => {
    setState({ phase: "idle" });
    const problem = picked ? checkFiles([picked], IMAGE_UPLOAD, 1).problems[0] : undefined;
    if (problem) {
      setFile(null);
      setState({ phase: "error", message: problem });
    } else setFile(picked ?? null);
  };
  const upload = async () => {
    if (!file) return;
    setState({ phase: "uploading", percent: 0 });
    const request = uploadWithProgress(file, (percent) => setState({ phase: "uploading", percent }));
    abort.current = request.abort;
    try {
      const answer = await request.done;
      setState({ phase: "success", url: answer.url });
    } catch (error) {
      setState({ phase: "error", message: error instanceof Error ? error.message : "업로드 실패" });
    } finally {
      abort.current = null;
    }
  };
  const reset = () => {
    abort.current?.();
    setFile(null);
    setState({ phase: "idle" });
    if (input.current) input.current.value = "";
  };

  return (
    <Container>
      <Page>
        <h1>
          오브젝트 스토리지 업로드 데모 <Badge>베타</Badge>
        </h1>
        <MediaPanel aria-labelledby="demo-upload">
          <h2 id="demo-upload">이미지 업로드</h2>
          <Muted>{data.viewer.displayName}님, 이미지를 골라 업로드해 보세요. 진행률은 실제로 전송된 바이트로 계산됩니다.</Muted>
          <input ref={input} type="file" accept="image/jpeg,image/png,image/gif,image/webp" aria-label="이미지 파일 선택" onChange={(e) => pick(e.target.files?.[0])} />
          {file && <Muted>선택한 파일: {file.name} ({Math.ceil(file.size / 1024)}KB)</Muted>}
          <Actions>
            <Button onClick={upload} disabled={!file || state.phase === "uploading"}>
              {state.phase === "uploading" ? "업로드 중..." : "업로드"}
            </Button>
            <Button variant="secondary" onClick={reset}>
              초기화
            </Button>
          </Actions>
          {state.phase === "uploading" && <ProgressBar value={state.percent} label="업로드 진행률" />}
          {state.phase === "error" && <p role="alert">{state.message}</p>}
          {state.phase === "success" && (
            <div>
              <p role="status">
                업로드 완료: <code>{state.url}</code>
              </p>
              <img src={state.url} alt="업로드한 이미지 미리보기" style={{ maxWidth: "100%", maxHeight: 360, borderRadius: 8 }} />
            </div>
          )}
        </MediaPanel>
        <Cards>
          {INFO.map((card) => (
            <MediaPanel key={card.title}>
              <h2>{card.title}</h2>
              <Muted>{card.text}</Muted>
            </MediaPanel>
          ))}
        </Cards>
        <Muted>JPG, PNG, GIF, WebP · 이미지 1개당 최대 5MB (마이그레이션 도구는 50MB까지)</Muted>
        <Actions>
          <ButtonLink to="/admin" variant="ghost">관리자 페이지</ButtonLink>
          <ButtonLink to="/admin/migration" variant="ghost">이미지 마이그레이션</ButtonLink>
        </Actions>
      </Page>
    </Container>
  );
}
