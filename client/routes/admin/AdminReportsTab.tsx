import { useState } from "react";
import { Link } from "react-router-dom";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { AdminReportsTabQuery, ReportStatus } from "../../__generated__/AdminReportsTabQuery.graphql";
import type { AdminReportsTabUnhideMutation } from "../../__generated__/AdminReportsTabUnhideMutation.graphql";
import type { AdminReportsTabHideMutation } from "../../__generated__/AdminReportsTabHideMutation.graphql";
import type { AdminReportsTabDismissMutation } from "../../__generated__/AdminReportsTabDismissMutation.graphql";
import { REPORT_MESSAGES, REPORT_REASON_LABELS } from "../../../domain/moderation";
import { Button } from "../../components/ui/Button";
import { useToast } from "../../components/ui/Toast";
import { errorMessage, useMutationPromise } from "../../lib/useMutationPromise";
import { Grow, Muted, Row, Rows, Toolbar } from "./adminStyles";
import { koreanDateTime } from "../../../domain/time";

const TARGET_LABELS = { REVIEW: "리뷰", REVIEW_REPLY: "리뷰 댓글", POST: "게시글", COMMENT: "댓글" } as const;
const QUEUE_SIZE = 50;
const STATUS_LABELS: [ReportStatus, string][] = [["OPEN", "처리 대기"], ["HIDDEN", "숨김 처리됨"], ["DISMISSED", "기각됨"]];

/** 신고: the open reports, oldest first, with the content's preview and link; hide or dismiss closes every report on it. */
export function AdminReportsTab() {
  const toast = useToast();
  const [status, setStatus] = useState<ReportStatus>("OPEN");
  const data = useLazyLoadQuery<AdminReportsTabQuery>(
    graphql`
      query AdminReportsTabQuery($first: Int!, $status: ReportStatus!) {
        adminReports(first: $first, status: $status) @connection(key: "AdminReportsTab_adminReports", filters: ["status"]) {
          __id
          totalCount
          edges {
            node {
              id
              targetId
              status
              targetType
              reason
              detail
              createdAt
              openReportCount
              reporter { displayName }
              target { excerpt url isHidden }
            }
          }
        }
      }
    `,
    { first: QUEUE_SIZE, status },
    { fetchPolicy: "store-and-network" },
  );
  // The closed reports leave the queue in the store (@deleteEdge): no refetch.
  const [hide, hiding] = useMutationPromise<AdminReportsTabHideMutation>(graphql`
    mutation AdminReportsTabHideMutation($reportId: ID!, $connections: [ID!]!) {
      hideReportedContent(reportId: $reportId) {
        __typename
        ... on Error { message }
        ... on MutationHideReportedContentSuccess { data { resolvedReportIds @deleteEdge(connections: $connections) } }
      }
    }
  `);
  const [dismiss, dismissing] = useMutationPromise<AdminReportsTabDismissMutation>(graphql`
    mutation AdminReportsTabDismissMutation($reportId: ID!, $connections: [ID!]!) {
      dismissReport(reportId: $reportId) {
        __typename
        ... on Error { message }
        ... on MutationDismissReportSuccess { data { resolvedReportIds @deleteEdge(connections: $connections) } }
      }
    }
  `);

  // The reports come back with their content shown again: their rows update in place.
  const [unhide, unhiding] = useMutationPromise<AdminReportsTabUnhideMutation>(graphql`
    mutation AdminReportsTabUnhideMutation($targetId: ID!) {
      unhideContent(targetId: $targetId) {
        __typename
        ... on Error { message }
        ... on MutationUnhideContentSuccess { data { reports { id target { isHidden } } } }
      }
    }
  `);

  const act = async (run: () => Promise<{ __typename: string; message?: string | null } | null | undefined>, ok: string, fail: string) => {
    try {
      const message = errorMessage(await run());
      if (message) throw new Error(message);
      toast({ title: ok, tone: "success" });
    } catch (e) {
      toast({ title: fail, text: e instanceof Error ? e.message : undefined, tone: "error" });
    }
  };
  const reports = data.adminReports.edges.map((e) => e.node);
  const connections = [data.adminReports.__id];
  return (
    <div>
      <Toolbar role="group" aria-label="신고 상태">
        {STATUS_LABELS.map(([value, label]) => (
          <Button key={value} size="sm" variant={status === value ? "primary" : "ghost"} aria-pressed={status === value} onClick={() => setStatus(value)}>{label}</Button>
        ))}
        <Muted>{data.adminReports.totalCount}건</Muted>
      </Toolbar>
      {reports.length === 0 ? <p>{status === "OPEN" ? "처리할 신고가 없습니다." : "신고가 없습니다."}</p> : null}
      <Rows aria-label="신고 목록">
        {reports.map((r) => (
          <Row key={r.id} data-testid="report-row">
            <Grow>
              <strong>
                [{TARGET_LABELS[r.targetType as keyof typeof TARGET_LABELS] ?? r.targetType}] {r.target ? <Link to={r.target.url} target="_blank">{r.target.excerpt || "(내용 없음)"}</Link> : "삭제된 항목"}
                {r.target?.isHidden ? <Muted> · {REPORT_MESSAGES.hiddenMarker}</Muted> : null}
              </strong>
              <Muted>
                사유: {REPORT_REASON_LABELS[r.reason as keyof typeof REPORT_REASON_LABELS] ?? r.reason} · 신고 {r.openReportCount}건 · {r.reporter.displayName} ·{" "}
                {koreanDateTime(String(r.createdAt))}
              </Muted>
              {r.detail ? <Muted>{r.detail}</Muted> : null}
            </Grow>
            {r.status === "HIDDEN" && r.target?.isHidden ? (
              <Button size="sm" variant="secondary" disabled={unhiding} onClick={() => act(async () => (await unhide({ targetId: r.targetId })).unhideContent, "숨김 해제 완료", "숨김 해제 실패")}>
                숨김 해제
              </Button>
            ) : null}
            {r.status === "OPEN" ? (
              <>
                <Button size="sm" disabled={hiding || !r.target} onClick={() => act(async () => (await hide({ reportId: r.id, connections })).hideReportedContent, REPORT_MESSAGES.hidden, "숨김 실패")}>
                  숨김
                </Button>
                <Button size="sm" variant="secondary" disabled={dismissing} onClick={() => act(async () => (await dismiss({ reportId: r.id, connections })).dismissReport, REPORT_MESSAGES.dismissed, "기각 실패")}>
                  기각
                </Button>
              </>
            ) : null}
          </Row>
        ))}
      </Rows>
    </div>
  );
}
