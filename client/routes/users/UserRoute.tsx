import styled from "@emotion/styled";
import { Suspense } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import { useSearchParams } from "react-router-dom";
import type { UserRouteQuery } from "../../__generated__/UserRouteQuery.graphql";
import { UserName } from "../../components/account/UserName";
import { PageSkeleton } from "../../components/layout/PageSkeleton";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { Panel } from "../../components/ui/Panel";
import { StatusMessage } from "../../components/ui/StatusMessage";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { UserTabList } from "./UserTabList";
import { USER_TABS, userTabOf } from "./userUrl";
import { formatCount } from "../../../domain/numbers";
import { koreanShortDate } from "../../../domain/time";

/** /users/{id}: a member's public page — level and badge, join date, counts, and tabs of what they wrote. */
export function UserRoute() {
  const data = usePreloadedQuery<UserRouteQuery>(
    graphql`
      query UserRouteQuery($id: ID!) @preloadable {
        node(id: $id) {
          ... on User {
            id
            displayName
            joinedAt
            isBlockedByViewer
            ...UserName_user @alias(as: "nameRef")
            level {
              currentLevel
              currentScore
            }
            posts(first: 1) { totalCount }
            comments(first: 1) { totalCount }
            reviews(first: 1) { totalCount }
            formationReviews(first: 1) { totalCount }
          }
        }
      }
    `,
    useRouteQueryRef<UserRouteQuery>(),
  );
  const user = data.node?.id ? data.node : null;
  useDocumentTitle(user?.displayName ? `${user.displayName}님의 프로필` : "회원 프로필");
  const [params, setParams] = useSearchParams();
  const tab = userTabOf(params.get("tab"));
  if (!user || !user.id || !user.level) {
    return <StatusMessage title="회원을 찾을 수 없습니다" action={<ButtonLink to="/community">커뮤니티로 돌아가기</ButtonLink>}>없는 회원이거나 탈퇴한 회원입니다.</StatusMessage>;
  }
  const counts = { posts: user.posts?.totalCount ?? 0, comments: user.comments?.totalCount ?? 0, reviews: user.reviews?.totalCount ?? 0, formationReviews: user.formationReviews?.totalCount ?? 0 };

  return (
    <Container>
      <Page>
        <Card>
          <h1>{user.nameRef ? <UserName userRef={user.nameRef} /> : user.displayName}</h1>
          <Facts>
            <div><dt>레벨</dt><dd>{user.level.currentLevel} · {formatCount(user.level.currentScore)}점</dd></div>
            <div><dt>가입일</dt><dd>{user.joinedAt ? koreanShortDate(user.joinedAt) : "-"}</dd></div>
            {USER_TABS.map((t) => <div key={t.key}><dt>{t.label}</dt><dd>{counts[t.key]}</dd></div>)}
          </Facts>
          {user.isBlockedByViewer ? <Blocked role="note">차단한 회원입니다. 닉네임 메뉴에서 차단을 해제할 수 있습니다.</Blocked> : null}
        </Card>
        <Tabs role="tablist" aria-label="작성한 글 종류">
          {USER_TABS.map((t) => (
            <TabButton key={t.key} type="button" role="tab" aria-selected={tab === t.key} onClick={() => setParams({ tab: t.key }, { replace: true })}>
              {t.label} {counts[t.key]}
            </TabButton>
          ))}
        </Tabs>
        <div role="tabpanel">
          <Suspense fallback={<PageSkeleton />}>
            <UserTabList userId={user.id} tab={tab} />
          </Suspense>
        </div>
      </Page>
    </Container>
  );
}

const Page = styled.div(({ theme }) => ({ display: "grid", gap: theme.space(4), padding: theme.space(6, 0) }));
const Card = styled(Panel)(({ theme }) => ({ display: "grid", gap: theme.space(3), padding: theme.space(5), "& h1": { fontSize: theme.fontSizes.xl } }));
const Facts = styled.dl(({ theme }) => ({
  display: "grid", gridTemplateColumns: "repeat(2, 1fr)", gap: theme.space(2), margin: 0,
  [theme.mq.sm]: { gridTemplateColumns: "repeat(3, 1fr)" },
  "& dt": { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
  "& dd": { margin: 0, fontWeight: theme.fontWeights.bold },
}));
const Blocked = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));
const Tabs = styled.div(({ theme }) => ({ display: "flex", gap: theme.space(1), overflowX: "auto", borderBottom: `1px solid ${theme.colors.border}` }));
const TabButton = styled.button(({ theme }) => ({
  flexShrink: 0, padding: theme.space(2.5, 3), border: "none", borderBottom: "2px solid transparent", background: "transparent",
  color: theme.colors.textMuted, fontWeight: theme.fontWeights.bold, cursor: "pointer",
  "&[aria-selected='true']": { color: theme.colors.text, borderBottomColor: theme.colors.primary },
}));
