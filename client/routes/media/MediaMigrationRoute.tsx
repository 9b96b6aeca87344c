import { Suspense, useState } from "react";
import { graphql, useLazyLoadQuery, usePreloadedQuery } from "react-relay";
import type { MediaMigrationRouteQuery } from "../../__generated__/MediaMigrationRouteQuery.graphql";
import type { MediaMigrationRouteLatestQuery } from "../../__generated__/MediaMigrationRouteLatestQuery.graphql";
import { PageSkeleton } from "../../components/layout/PageSkeleton";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { AdminGate } from "../admin/AdminGate";
import { Cards, Muted, Page, MediaPanel } from "./mediaStyles";
import { MigrationRunner, type Job } from "./MigrationRunner";
import { koreanDateTime } from "../../../domain/time";

const BENEFITS = [
  "여러 서버 인스턴스가 같은 이미지를 함께 제공합니다.",
  "서버 디스크 용량과 백업 부담이 줄어듭니다.",
  "파일마다 크기와 SHA-256 해시를 검증해 손상 없이 옮깁니다.",
  "중단되어도 다시 실행하면 남은 파일만 이어서 옮깁니다.",
];

const STEPS = [
  "/uploads 와 /attached_assets 폴더의 파일을 찾습니다.",
  "각 파일을 오브젝트 스토리지에 업로드합니다.",
  "데이터베이스의 이미지 경로를 /uploads/ 에서 /objects/ 로 업데이트합니다.",
  "업로드된 파일의 크기와 해시를 원본과 비교해 검증합니다.",
];

/** /admin/migration: the image migration tool (admin only; the server refuses everyone else too). */
export function MediaMigrationRoute() {
  useDocumentTitle("이미지 마이그레이션");
  const data = usePreloadedQuery<MediaMigrationRouteQuery>(
    graphql`
      query MediaMigrationRouteQuery @preloadable {
        viewer {
          ...AdminGate_viewer
        }
      }
    `,
    useRouteQueryRef<MediaMigrationRouteQuery>(),
  );
  return (
    <AdminGate viewer={data.viewer} what="마이그레이션 도구">
      <Suspense fallback={<PageSkeleton />}>
        <MigrationTool />
      </Suspense>
    </AdminGate>
  );
}

const STATUS_TEXT: Record<string, string> = { running: "진행 중", completed: "완료", failed: "실패" };

/** The tool itself (admins only): its status card reads the newest job, which the runner follows if it still runs. */
function MigrationTool() {
  const { latestMediaMigration: latest } = useLazyLoadQuery<MediaMigrationRouteLatestQuery>(
    graphql`
      query MediaMigrationRouteLatestQuery {
        latestMediaMigration {
          status
          total
          processed
          failed
          finishedAt
          ...MigrationRunner_job
        }
      }
    `,
    {},
    { fetchPolicy: "network-only" },
  );
  // The run this page started or follows: the status card shows it as it moves, not the job read on opening.
  const [current, setCurrent] = useState<Job | null>(null);
  const status = current ?? latest;
  return (
    <Container>
      <Page>
        <h1>이미지 마이그레이션</h1>
        <Muted>관리자 전용 도구입니다. 로컬에 저장된 이미지를 오브젝트 스토리지로 옮깁니다.</Muted>
        <Cards>
          <MediaPanel aria-labelledby="migration-status">
            <h2 id="migration-status">현재 상태</h2>
            <Muted>
              {status
                ? `마지막 실행: ${STATUS_TEXT[status.status] ?? status.status} · ${status.processed} / ${status.total} 파일 처리 · 실패 ${status.failed}개${status.finishedAt ? ` · ${koreanDateTime(status.finishedAt)}` : ""}`
                : "업로드 폴더의 이미지를 오브젝트 스토리지(/objects/)로 옮길 준비가 되었습니다."}
            </Muted>
          </MediaPanel>
          <MediaPanel aria-labelledby="migration-benefits">
            <h2 id="migration-benefits">마이그레이션 장점</h2>
            <ul>{BENEFITS.map((b) => <li key={b}>{b}</li>)}</ul>
          </MediaPanel>
        </Cards>
        <MediaPanel aria-labelledby="migration-steps">
          <h2 id="migration-steps">진행 단계</h2>
          <ol>{STEPS.map((s) => <li key={s}>{s}</li>)}</ol>
        </MediaPanel>
        <MediaPanel aria-labelledby="migration-formats">
          <h2 id="migration-formats">지원 형식</h2>
          <Muted>JPG, PNG, GIF, WebP, SVG, ICO · 최대 파일 크기 50MB (동영상도 함께 옮깁니다)</Muted>
        </MediaPanel>
        <MigrationRunner running={latest?.status === "running" ? latest : null} onProgress={setCurrent} />
        <div>
          <ButtonLink to="/admin" variant="ghost">관리자 페이지로 돌아가기</ButtonLink>
        </div>
      </Page>
    </Container>
  );
}
