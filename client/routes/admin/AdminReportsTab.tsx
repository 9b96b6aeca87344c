import { Link } from "react-router-dom";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { AdminReportsTabQuery } from "../../__generated__/AdminReportsTabQuery.graphql";
import type { AdminReportsTabHideMutation } from "../../__generated__/AdminReportsTabHideMutation.graphql";
import type { AdminReportsTabDismissMutation } from "../../__generated__/AdminReportsTabDismissMutation.graphql";
import { REPORT_MESSAGES, REPORT_REASON_LABELS } from "../../../domain/moderation";
import { Button } from "../../components/ui/Button";
import { useToast } from "../../components/ui/Toast";
import { errorMessage, useMutationPromise } from "../../lib/useMutationPromise";
import { Grow, Muted, Row, Rows, Toolbar } from "./adminStyles";

const TARGET_LABELS = { REVIEW: "리뷰", REVIEW_REPLY: "리뷰 댓글", POST: "게시글", COMMENT: "댓글" } as const;
const QUEUE_SIZE = 50;

/** 신고: the open reports, oldest first, with the content's preview and link; hide or dismiss closes every report on it. */
export function AdminReportsTab() {
  const toast = useToast();
  const data = useLazyLoadQuery<AdminReportsTabQuery>(
    graphql`
      query AdminReportsTabQuery($first: Int!) {
        adminReports(first: $first) @connection(key: "AdminReportsTab_adminReports") {
          totalCount
          edges {
            node {
              id
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
    { first: QUEUE_SIZE },
    { fetchPolicy: "store-and-network" },
  );
  // The closed reports leave the queue in the store (@deleteRecord): no refetch.
  const [hide, hiding] = useMutationPromise<AdminReportsTabHideMutation>(graphql`
    mutation AdminReportsTabHideMutation($reportId: ID!) {
      hideReportedContent(reportId: $reportId) {
        __typename
        ... on Error { message }
        ... on MutationHideReportedContentSuccess { data { resolvedReportIds @deleteRecord } }
      }
    }
  `);
  const [dismiss, dismissing] = useMutationPromise<AdminReportsTabDismissMutation>(graphql`
    mutation AdminReportsTabDismissMutation($reportId: ID!) {
      dismissReport(reportId: $reportId) {
        __typename
        ... on Error { message }
        ... on MutationDismissReportSuccess { data { resolvedReportIds @deleteRecord } }
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
  return (
    <div>
      <Toolbar>
        <Muted>처리 대기 {data.adminReports.totalCount}건</Muted>
      </Toolbar>
      {reports.length === 0 ? <p>처리할 신고가 없습니다.</p> : null}
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
                {new Date(String(r.createdAt)).toLocaleString("ko-KR")}
              </Muted>
              {r.detail ? <Muted>{r.detail}</Muted> : null}
            </Grow>
            <Button size="sm" disabled={hiding || !r.target} onClick={() => act(async () => (await hide({ reportId: r.id })).hideReportedContent, REPORT_MESSAGES.hidden, "숨김 실패")}>
              숨김
            </Button>
            <Button size="sm" variant="secondary" disabled={dismissing} onClick={() => act(async () => (await dismiss({ reportId: r.id })).dismissReport, REPORT_MESSAGES.dismissed, "기각 실패")}>
              기각
            </Button>
          </Row>
        ))}
      </Rows>
    </div>
  );
}
