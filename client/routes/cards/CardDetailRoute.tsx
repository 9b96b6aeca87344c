import styled from "@emotion/styled";
import { graphql, usePreloadedQuery } from "react-relay";
import { Suspense, useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import type { CardDetailRouteQuery } from "../../__generated__/CardDetailRouteQuery.graphql";
import { CardDetailedStats } from "../../components/cards/CardDetailedStats";
import { CardPanel } from "../../components/cards/CardPanel";
import { CardLevelSelector, type SelectedLevel } from "../../components/cards/CardLevelSelector";
import { CardVersions } from "../../components/cards/CardVersions";
import { CompareToggle, CompareTray } from "../../components/tools/CompareTray";
import { Button, ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { StatusMessage } from "../../components/ui/StatusMessage";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { cardHeadline } from "../../../domain/pageMeta";
import { useRouteQueryRef } from "../../relay/routeQuery";
import { lazyPart } from "../../lib/lazyPart";

// Below the card and its stats: the reviews, their dialogs and mutations download while those
// paint. It only pushes the footer (below the fold), so nothing visible moves when it arrives.
const CardReviewsSection = lazyPart("CardReviewsSection", async () => (await import("./CardReviewsSection")).CardReviewsSection);

/**
 * Card detail (/cards/{id}; tab=reviews scrolls to the reviews): card panel, detailed stats and
 * the review area (summary panels, list, form and detail dialogs).
 */
export function CardDetailRoute() {
  const { card, viewer } = usePreloadedQuery<CardDetailRouteQuery>(
    graphql`
      query CardDetailRouteQuery($id: ID!, $reviewsFirst: Int = 20) @preloadable {
        card(id: $id) {
          databaseId
          name
          position
          ovr
          levels {
            label
            ovr
            statsUpdatedAt
            stats
          }
          ...CardPanel_card
          ...CardDetailedStats_card
          ...CardVersions_card
          ...CardReviewsSection_card @arguments(reviewsFirst: $reviewsFirst)
        }
        viewer {
          databaseId
          isAdmin
        }
      }
    `,
    useRouteQueryRef<CardDetailRouteQuery>(),
  );
  const [levelLabel, setLevelLabel] = useState<string | null>(null);
  useDocumentTitle(card ? cardHeadline({ name: card.name, position: card.position, ovr: card.ovr }) : "카드를 찾을 수 없습니다");
  if (!card) return <CardNotFound />;
  const chosen = card.levels.find((l) => l.label === levelLabel);
  const level: SelectedLevel | null = chosen
    ? { label: chosen.label, ovr: chosen.ovr, statsUpdatedAt: String(chosen.statsUpdatedAt), stats: chosen.stats }
    : null;
  // A card without level data has no selector at all.
  const picker = card.levels.length > 0 ? <CardLevelSelector levels={card.levels.map((l) => ({ label: l.label, statsUpdatedAt: String(l.statsUpdatedAt) }))} selected={level?.label ?? null} onSelect={setLevelLabel} /> : null;
  return (
    <Page>
      <BackNav compare={<CompareToggle cardId={card.databaseId} name={card.name} />} />
      <CardPanel cardRef={card} level={level} levelPicker={picker} />
      <CardVersions cardRef={card} />
      <CardDetailedStats cardRef={card} level={level} />
      <Suspense fallback={null}>
        <CardReviewsSection cardRef={card} viewer={viewer ? { databaseId: viewer.databaseId, isAdmin: viewer.isAdmin } : null} />
      </Suspense>
      <CompareTray />
    </Page>
  );
}

function BackNav({ compare }: { compare: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Nav aria-label="카드 탐색">
      <Button variant="ghost" size="sm" onClick={() => navigate(-1)}>
        ‹ 뒤로
      </Button>
      <ButtonLink variant="secondary" size="sm" to="/cards">
        전체 카드
      </ButtonLink>
      {compare}
    </Nav>
  );
}

/** Shown when the card is missing or fails to load. */
export function CardNotFound() {
  return (
    <StatusMessage title="카드를 찾을 수 없습니다" action={<ButtonLink to="/cards">카드 검색으로</ButtonLink>}>
      요청하신 카드가 없거나 불러오지 못했습니다.
    </StatusMessage>
  );
}

const Page = styled(Container)(({ theme }) => ({ display: "grid", gap: theme.space(4), paddingTop: theme.space(4), paddingBottom: theme.space(10) }));
const Nav = styled.nav(({ theme }) => ({ display: "flex", gap: theme.space(2) }));
