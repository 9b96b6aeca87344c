import { useEffect, useMemo, useRef, useState } from "react";
import { graphql, useFragment, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { MigrationRunnerStartMutation } from "../../__generated__/MigrationRunnerStartMutation.graphql";
import type { MigrationRunnerProgressSubscription } from "../../__generated__/MigrationRunnerProgressSubscription.graphql";
import type { MigrationRunner_job$key } from "../../__generated__/MigrationRunner_job.graphql";
import { getToken } from "../../auth/token";
import { Button } from "../../components/ui/Button";
import { useToast } from "../../components/ui/Toast";
import { useMutationPromise } from "../../lib/useMutationPromise";
import { Actions, Muted, MediaPanel, ProgressBar } from "./mediaStyles";

export type Job = MigrationRunnerProgressSubscription["response"]["mediaMigrationProgress"];

const startMutation = graphql`
  mutation MigrationRunnerStartMutation {
    startMediaMigration {
      jobId
      total
      migration {
        status
        total
        processed
        failed
        copied
        percent
        finishedAt
        failures { key error }
      }
    }
  }
`;

const progressSubscription = graphql`
  subscription MigrationRunnerProgressSubscription($jobId: Int!) {
    mediaMigrationProgress(jobId: $jobId) {
      status
      total
      processed
      failed
      copied
      percent
      finishedAt
      failures { key error }
    }
  }
`;

/** Follows one job: every copied file moves the bar (server events, not a timer). */
function useJobProgress(jobId: number, onJob: (job: Job) => void, onError: () => void) {
  // The latest callbacks, read when events arrive, so the stream is opened once per job.
  const handlers = useRef({ onJob, onError });
  useEffect(() => {
    handlers.current = { onJob, onError };
  });
  const config = useMemo<GraphQLSubscriptionConfig<MigrationRunnerProgressSubscription>>(
    () => ({
      subscription: progressSubscription,
      variables: { jobId },
      onNext: (response) => response && handlers.current.onJob(response.mediaMigrationProgress),
      onError: () => handlers.current.onError(),
    }),
    [jobId],
  );
  useSubscription(config);
}

function JobFollower({ jobId, onJob, onError }: { jobId: number; onJob: (job: Job) => void; onError: () => void }) {
  useJobProgress(jobId, onJob, onError);
  return null;
}

/** The tool's two buttons: start the migration (live progress to 100 %), then rewrite stored paths. */
export function MigrationRunner({ running: runningRef, onProgress }: { running: MigrationRunner_job$key | null; onProgress: (job: Job) => void }) {
  const toast = useToast();
  const runningJob = useFragment(
    graphql`
      fragment MigrationRunner_job on MediaMigration {
        databaseId
        status
        total
        processed
        failed
        copied
        percent
        failures { key error }
      }
    `,
    runningRef,
  );
  const [start, starting] = useMutationPromise<MigrationRunnerStartMutation>(startMutation);
  // A job already running when the page opens (another tab, another admin) is followed at once.
  const [jobId, setJobId] = useState<number | null>(runningJob?.databaseId ?? null);
  const [job, setJob] = useState<Job | null>(runningJob ? { ...runningJob, finishedAt: null, failures: [...runningJob.failures] } : null);
  const [dbState, setDbState] = useState<{ phase: "idle" | "running" | "success" | "error"; updatedCount?: number }>({ phase: "idle" });
  const running = starting || job?.status === "running";

  const onJob = (next: Job) => {
    setJob(next);
    onProgress(next);
    if (next.status === "completed") toast({ tone: "success", title: "마이그레이션 완료", text: `${next.total}개 파일 중 ${next.total - next.failed}개를 옮기고 검증했습니다.` });
    if (next.status === "failed") toast({ tone: "error", title: "마이그레이션 실패", text: "다시 시도해주세요." });
  };
  const onStart = async () => {
    try {
      const { startMediaMigration } = await start({});
      setJob(startMediaMigration.migration);
      onProgress(startMediaMigration.migration);
      setJobId(startMediaMigration.jobId);
    } catch (error) {
      toast({ tone: "error", title: "마이그레이션 실패, 다시 시도해주세요", text: error instanceof Error ? error.message : "알 수 없는 오류" });
    }
  };
  const onUpdateDb = async () => {
    setDbState({ phase: "running" });
    const token = getToken();
    try {
      const res = await fetch("/api/migrate/db-urls", { method: "POST", headers: token ? { authorization: `Bearer ${token}` } : {} });
      const answer = (await res.json()) as { updatedCount?: number; message?: string };
      if (!res.ok || typeof answer.updatedCount !== "number") throw new Error(answer.message ?? `${res.status}`);
      setDbState({ phase: "success", updatedCount: answer.updatedCount });
    } catch (error) {
      setDbState({ phase: "error" });
      toast({ tone: "error", title: "DB URL 업데이트 실패", text: error instanceof Error ? error.message : "알 수 없는 오류" });
    }
  };

  return (
    <MediaPanel aria-labelledby="migration-run">
      <h2 id="migration-run">마이그레이션 실행</h2>
      {jobId !== null && <JobFollower key={jobId} jobId={jobId} onJob={onJob} onError={() => setJob((j) => (j ? { ...j, status: "failed" } : j))} />}
      <Actions>
        <Button onClick={onStart} disabled={running}>
          {running ? "마이그레이션 진행 중..." : "이미지 마이그레이션 시작"}
        </Button>
      </Actions>
      {job && (
        <>
          <ProgressBar value={job.percent} label="마이그레이션 진행률" />
          <Muted aria-live="polite">
            {job.processed} / {job.total} 파일 처리 ({job.percent}%) · 새로 복사 {job.copied}개 · 실패 {job.failed}개
          </Muted>
          {job.failures.length > 0 && (
            <ul aria-label="실패한 파일">
              {job.failures.map((f) => (
                <li key={f.key}>
                  {f.key}: {f.error}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <h2>데이터베이스 경로 업데이트</h2>
      <Muted>저장된 이미지 경로를 /uploads/ 에서 /objects/ 로 바꿉니다. 파일 마이그레이션을 마친 뒤 실행하세요.</Muted>
      <Actions>
        <Button variant="secondary" onClick={onUpdateDb} disabled={dbState.phase === "running"}>
          {dbState.phase === "running" ? "업데이트 중..." : "DB 경로 업데이트"}
        </Button>
        {dbState.phase === "success" && <span role="status">{dbState.updatedCount}개의 경로를 업데이트했습니다.</span>}
      </Actions>
    </MediaPanel>
  );
}
