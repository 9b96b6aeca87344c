import styled from "@emotion/styled";
import { useState } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import type { ProfileRouteQuery } from "../../__generated__/ProfileRouteQuery.graphql";
import { ChangePasswordDialog } from "../../components/account/ChangePasswordDialog";
import { LevelGuide } from "../../components/account/LevelGuide";
import { NotificationSettingsPanel } from "../../components/account/NotificationSettingsPanel";
import { useLoginPath } from "../../components/account/useLoginRedirect";
import { UserName } from "../../components/account/UserName";
import { BlockedUsers } from "../../components/account/BlockedUsers";
import { Avatar } from "../../components/ui/Avatar";
import { Button } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { Panel } from "../../components/ui/Panel";
import { RedirectWhenLive } from "../../lib/RedirectWhenLive";
import { formatCount } from "../../../domain/numbers";

/** /profile: who I am, my level and its progress (members), activity statistics, 차단 목록, level guide. */
export function ProfileRoute() {
  useDocumentTitle("프로필");
  const data = usePreloadedQuery<ProfileRouteQuery>(
    graphql`
      query ProfileRouteQuery @preloadable {
        viewer {
          displayName
          username
          isAdmin
          avatarUrl
          ...UserName_user
          ...BlockedUsers_user
          ...NotificationSettingsPanel_user
          level {
            currentLevel
            currentScore
            nextLevel
            pointsNeeded
            progress
          }
          stats {
            postCount
            reviewCount
            totalLikes
            freeBoardPostScore
            otherPostScore
            formationReviewScore
            formationReviewCommentScore
          }
        }
      }
    `,
    useRouteQueryRef<ProfileRouteQuery>(),
  );
  const [passwordOpen, setPasswordOpen] = useState(false);
  const loginPath = useLoginPath();
  const viewer = data.viewer;
  if (!viewer) return <RedirectWhenLive to={loginPath} />;
  const { level, stats } = viewer;

  return (
    <Container>
      <Page>
        <Card>
          <Head>
            {viewer.isAdmin ? <AdminAvatar aria-hidden="true">⚙️</AdminAvatar> : <Avatar name={viewer.displayName} src={viewer.avatarUrl} />}
            <div>
              <h1>
                <UserName userRef={viewer} menu={false} />
              </h1>
              <Muted>아이디: {viewer.username}</Muted>
            </div>
          </Head>
          <Button variant="secondary" size="sm" onClick={() => setPasswordOpen(true)}>
            비밀번호 변경
          </Button>
        </Card>

        {viewer.isAdmin ? null : (
          <Card aria-labelledby="level-title">
            <h2 id="level-title">내 레벨</h2>
            <LevelLine>
              <strong>{level.currentLevel}</strong>
              <span>{level.currentScore}점</span>
            </LevelLine>
            <Bar role="progressbar" aria-label="다음 레벨까지 진행률" aria-valuenow={level.progress} aria-valuemin={0} aria-valuemax={100}>
              <Fill style={{ width: `${level.progress}%` }} />
            </Bar>
            <Muted>
              {level.nextLevel ? `다음 레벨 ${level.nextLevel}까지 ${level.pointsNeeded}점 남았습니다 (${level.progress}%)` : "최고 레벨에 도달했습니다!"}
            </Muted>
          </Card>
        )}

        <Card aria-labelledby="stats-title">
          <h2 id="stats-title">활동 통계</h2>
          <Stats>
            <Stat label="작성한 리뷰" value={stats.reviewCount} />
            <Stat label="작성한 게시글" value={stats.postCount} />
            <Stat label="받은 좋아요" value={stats.totalLikes} />
            <Stat label="자유게시판 점수" value={stats.freeBoardPostScore} />
            <Stat label="기타 게시글 점수" value={stats.otherPostScore} />
            <Stat label="포메이션 리뷰 점수" value={stats.formationReviewScore + stats.formationReviewCommentScore} />
          </Stats>
        </Card>

        <Card aria-labelledby="blocks-title">
          <h2 id="blocks-title">차단 목록</h2>
          <BlockedUsers userRef={viewer} />
        </Card>

        <Card aria-labelledby="notification-settings-title">
          <h2 id="notification-settings-title">알림 설정</h2>
          <Muted>끈 종류의 알림은 종 아이콘에 오지 않습니다.</Muted>
          <NotificationSettingsPanel userRef={viewer} />
        </Card>

        <Card aria-labelledby="guide-title">
          <h2 id="guide-title">레벨 시스템 안내</h2>
          <LevelGuide />
        </Card>
      </Page>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Container>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <StatBox>
      <dt>{label}</dt>
      <dd>{formatCount(value)}</dd>
    </StatBox>
  );
}

const Page = styled.div(({ theme }) => ({ display: "grid", gap: theme.space(4), padding: theme.space(6, 0) }));

const Card = styled(Panel)(({ theme }) => ({
  display: "grid",
  gap: theme.space(3),
  padding: theme.space(5),
  "& h1": { fontSize: theme.fontSizes.xl },
  "& h2": { fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold },
  "& > button": { justifySelf: "start" },
}));

const Head = styled.div(({ theme }) => ({ display: "flex", alignItems: "center", gap: theme.space(3) }));
const AdminAvatar = styled.span({ fontSize: "2rem" });
const Muted = styled.p(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));
const LevelLine = styled.p(({ theme }) => ({ display: "flex", justifyContent: "space-between", fontSize: theme.fontSizes.lg }));
const Bar = styled.div(({ theme }) => ({ height: "10px", borderRadius: theme.radii.pill, background: theme.colors.surfaceRaised, overflow: "hidden" }));
const Fill = styled.div(({ theme }) => ({ height: "100%", background: theme.colors.primary }));

const Stats = styled.dl(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "repeat(2, 1fr)",
  gap: theme.space(3),
  [theme.mq.sm]: { gridTemplateColumns: "repeat(3, 1fr)" },
}));

const StatBox = styled.div(({ theme }) => ({
  padding: theme.space(3),
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceRaised,
  "& dt": { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
  "& dd": { margin: 0, fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.heavy },
}));
