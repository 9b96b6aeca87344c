import { useTheme } from "@emotion/react";
import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AdminStatsTabQuery } from "../../__generated__/AdminStatsTabQuery.graphql";
import type { AdminStatsTabCleanupMutation } from "../../__generated__/AdminStatsTabCleanupMutation.graphql";
import { Button } from "../../components/ui/Button";
import { useToast } from "../../components/ui/Toast";
import { errorMessage, useMutationPromise } from "../../lib/useMutationPromise";
import { STATS_PERIODS, type StatsPeriod } from "../../../domain/visitorStats";
import { useRelativeTime } from "../../lib/renderClock";
import { Grow, Input, Muted, Row, Rows, Toolbar } from "./adminStyles";

const ACTIONS: Record<string, string> = { user_register: "회원가입", review_create: "리뷰 작성", post_create: "게시글 작성", card_create: "카드 등록", card_update: "카드 수정" };

/** The chart's two bar series; the legend under the chart reads the same colours. */
const SERIES = [
  { key: "visitors", label: "방문자", series: 0 },
  { key: "pageViews", label: "페이지뷰", series: 2 },
] as const;

/** Visitor chart by period (recharts, loaded with this tab only), 30-day totals, activity logs, duplicate clean-up. */
export function AdminStatsTab() {
  const relativeTimeKo = useRelativeTime();
  const toast = useToast();
  const theme = useTheme();
  const [period, setPeriod] = useState<StatsPeriod>("daily");
  const [count, setCount] = useState<number>(STATS_PERIODS.daily.default);
  const [logOffset, setLogOffset] = useState(0);
  const data = useLazyLoadQuery<AdminStatsTabQuery>(
    graphql`
      query AdminStatsTabQuery($period: String!, $days: Int!, $offset: Int!) {
        visitorStats(period: $period, days: $days) { label visitors pageViews uniqueVisitors }
        visitorTotals { totalPageViews uniqueVisitors avgSessionTime bounceRate mau }
        activityLogs(limit: 10, offset: $offset) { total logs { id action details createdAt nickname } }
      }
    `,
    { period, days: count, offset: logOffset },
    { fetchPolicy: "store-and-network" },
  );
  const [cleanup, cleaning] = useMutationPromise<AdminStatsTabCleanupMutation>(graphql`
    mutation AdminStatsTabCleanupMutation {
      cleanupDuplicateReviews { __typename ... on Error { message } ... on MutationCleanupDuplicateReviewsSuccess { data { deletedCount } } }
    }
  `);
  const t = data.visitorTotals;
  const bounds = STATS_PERIODS[period];
  return (
    <div>
      <Toolbar>
        {(Object.keys(STATS_PERIODS) as StatsPeriod[]).map((p) => (
          <Button key={p} size="sm" variant={p === period ? "primary" : "secondary"} onClick={() => { setPeriod(p); setCount(STATS_PERIODS[p].default); }}>
            {STATS_PERIODS[p].label}
          </Button>
        ))}
        <Input aria-label="기간 수" type="number" min={bounds.min} max={bounds.max} value={count} style={{ width: 72 }}
          onChange={(e) => setCount(Math.min(bounds.max, Math.max(bounds.min, Number(e.target.value) || bounds.default)))} />
      </Toolbar>
      <dl aria-label="방문 통계 합계" style={{ display: "flex", flexWrap: "wrap", gap: 16 }}>
        <div><dt>페이지뷰</dt><dd>{t.totalPageViews}</dd></div>
        <div><dt>순 방문자</dt><dd>{t.uniqueVisitors}</dd></div>
        <div><dt>평균 체류 시간</dt><dd>{t.avgSessionTime}초</dd></div>
        <div><dt>이탈률</dt><dd>{t.bounceRate}%</dd></div>
        <div><dt>MAU</dt><dd>{t.mau}</dd></div>
      </dl>
      <figure aria-label="방문자 차트" style={{ margin: 0 }}>
        {/* The chart keeps its own height so the caption and legend flow below it instead of over the next heading. */}
        <div style={{ height: 240 }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={[...data.visitorStats]}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              {SERIES.map((s) => <Bar key={s.key} dataKey={s.key} name={s.label} fill={theme.colors.series[s.series]} />)}
            </BarChart>
          </ResponsiveContainer>
        </div>
        <figcaption style={{ display: "flex", flexWrap: "wrap", gap: 12, alignItems: "center" }}>
          <ul aria-label="범례" style={{ display: "flex", gap: 12, listStyle: "none", margin: 0, padding: 0 }}>
            {SERIES.map((s) => (
              <li key={s.key} style={{ display: "flex", alignItems: "center", gap: 4 }}>
                <span aria-hidden="true" data-swatch={s.key} style={{ width: 12, height: 12, borderRadius: 2, background: theme.colors.series[s.series] }} />{s.label}
              </li>
            ))}
          </ul>
          <Muted>방문자 {data.visitorStats.reduce((s, b) => s + b.visitors, 0)}명 · 페이지뷰 {data.visitorStats.reduce((s, b) => s + b.pageViews, 0)}</Muted>
        </figcaption>
      </figure>
      <h2>활동 로그</h2>
      <Rows aria-label="활동 로그">
        {data.activityLogs.logs.map((l) => (
          <Row key={l.id}><Grow><strong>{ACTIONS[l.action] ?? l.action}</strong><Muted>{l.details} · {l.nickname ?? "알 수 없음"} · {relativeTimeKo(String(l.createdAt))}</Muted></Grow></Row>
        ))}
      </Rows>
      <Toolbar>
        <Button size="sm" variant="secondary" disabled={logOffset === 0} onClick={() => setLogOffset(logOffset - 10)}>이전</Button>
        <Button size="sm" variant="secondary" disabled={logOffset + 10 >= data.activityLogs.total} onClick={() => setLogOffset(logOffset + 10)}>다음</Button>
      </Toolbar>
      <h2>정리 도구</h2>
      <Button variant="secondary" disabled={cleaning} onClick={async () => {
        try {
          const result = (await cleanup({})).cleanupDuplicateReviews;
          const message = errorMessage(result);
          if (message) throw new Error(message);
          const deleted = result?.__typename === "MutationCleanupDuplicateReviewsSuccess" ? result.data?.deletedCount ?? 0 : 0;
          toast({ title: "중복 리뷰 정리 완료", text: `${deleted}개의 중복 리뷰를 삭제했습니다.`, tone: "success" });
        } catch (e) {
          toast({ title: "중복 정리 실패", text: e instanceof Error ? e.message : undefined, tone: "error" });
        }
      }}>중복 리뷰 정리</Button>
    </div>
  );
}
