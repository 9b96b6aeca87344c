import styled from "@emotion/styled";
import { Suspense, useState } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import type { AdminRouteQuery } from "../../__generated__/AdminRouteQuery.graphql";
import { PageSkeleton } from "../../components/layout/PageSkeleton";
import { Container } from "../../components/ui/Container";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { AdminGate } from "./AdminGate";
import { ADMIN_TABS, type AdminTab } from "./adminTabs";
import { lazyPart } from "../../lib/lazyPart";

// Each tab's code loads when it opens; the statistics chart library only ever loads here.
const CardsTab = lazyPart("AdminCardsTab", async () => (await import("./AdminCardsTab")).AdminCardsTab);
const BannersTab = lazyPart("AdminBannersTab", async () => (await import("./AdminBannersTab")).AdminBannersTab);
const UsersTab = lazyPart("AdminUsersTab", async () => (await import("./AdminUsersTab")).AdminUsersTab);
const ReportsTab = lazyPart("AdminReportsTab", async () => (await import("./AdminReportsTab")).AdminReportsTab);
const PostsTab = lazyPart("AdminPostsTab", async () => (await import("./AdminPostsTab")).AdminPostsTab);
const AnnouncementsTab = lazyPart("AdminAnnouncementsTab", async () => (await import("./AdminAnnouncementsTab")).AdminAnnouncementsTab);
const StatsTab = lazyPart("AdminStatsTab", async () => (await import("./AdminStatsTab")).AdminStatsTab);

/** /admin: visitors get a login prompt, members the permission message, admins the dashboard tabs. */
export function AdminRoute() {
  useDocumentTitle("관리자");
  const data = usePreloadedQuery<AdminRouteQuery>(
    graphql`
      query AdminRouteQuery @preloadable {
        viewer {
          ...AdminGate_viewer
        }
      }
    `,
    useRouteQueryRef<AdminRouteQuery>(),
  );
  const [tab, setTab] = useState<AdminTab>("cards");

  return (
    <AdminGate viewer={data.viewer}>
      <Container>
        <Page>
          <h1>관리자 대시보드</h1>
          <Tabs role="tablist" aria-label="관리 메뉴">
            {ADMIN_TABS.map((t) => (
              <TabButton key={t.key} type="button" role="tab" aria-selected={tab === t.key} onClick={() => setTab(t.key)}>
                {t.label}
              </TabButton>
            ))}
          </Tabs>
          <div role="tabpanel" aria-label={ADMIN_TABS.find((t) => t.key === tab)?.label}>
            <Suspense fallback={<PageSkeleton />}>
              {tab === "cards" || tab === "new-cards" ? (
                <CardsTab key={tab} onlyNew={tab === "new-cards"} onMoveTab={setTab} />
              ) : tab === "banners" ? (
                <BannersTab />
              ) : tab === "users" ? (
                <UsersTab />
              ) : tab === "posts" ? (
                <PostsTab />
              ) : tab === "announcements" ? (
                <AnnouncementsTab />
              ) : tab === "reports" ? (
                <ReportsTab />
              ) : (
                <StatsTab />
              )}
            </Suspense>
          </div>
        </Page>
      </Container>
    </AdminGate>
  );
}

const Page = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space(4),
  padding: theme.space(6, 0),
  "& h1": { fontSize: theme.fontSizes.xxl, fontWeight: theme.fontWeights.heavy },
}));

const Tabs = styled.div(({ theme }) => ({
  display: "flex",
  gap: theme.space(1),
  overflowX: "auto",
  borderBottom: `1px solid ${theme.colors.border}`,
}));

const TabButton = styled.button(({ theme }) => ({
  padding: theme.space(2, 3),
  border: 0,
  background: "none",
  whiteSpace: "nowrap",
  color: theme.colors.textMuted,
  borderBottom: "2px solid transparent",
  cursor: "pointer",
  "&[aria-selected='true']": { color: theme.colors.primary, borderBottomColor: theme.colors.primary, fontWeight: theme.fontWeights.bold },
}));
