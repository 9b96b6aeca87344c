import styled from "@emotion/styled";
import { graphql, usePreloadedQuery } from "react-relay";
import { useNavigate } from "react-router-dom";
import type { CardDetailRouteQuery } from "../../__generated__/CardDetailRouteQuery.graphql";
import { CardDetailedStats } from "../../components/cards/CardDetailedStats";
import { CardPanel } from "../../components/cards/CardPanel";
import { Button, ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { StatusMessage } from "../../components/ui/StatusMessage";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRouteQueryRef } from "../../relay/routeQuery";

/**
 * Card detail (/cards/{id}, optional tab=reviews). The review panels (recommendation summary,
 * real-use ratings, position fit, recommended formations, review list) arrive with the reviews
 * issue; their places in the layout are kept below.
 */
export function CardDetailRoute() {
  const { card } = usePreloadedQuery<CardDetailRouteQuery>(
    graphql`
      query CardDetailRouteQuery($id: ID!) {
        card(id: $id) {
          name
          ...CardPanel_card
          ...CardDetailedStats_card
        }
      }
    `,
    useRouteQueryRef<CardDetailRouteQuery>(),
  );
  useDocumentTitle(card?.name ?? "카드를 찾을 수 없습니다");
  if (!card) return <CardNotFound />;
  return (
    <Page>
      <BackNav />
      <CardPanel cardRef={card} />
      <CardDetailedStats cardRef={card} />
      <ReviewsPlaceholder id="reviews" aria-labelledby="reviews-title">
        <h2 id="reviews-title">실사용 리뷰</h2>
        <p>리뷰 기능은 곧 제공됩니다</p>
      </ReviewsPlaceholder>
    </Page>
  );
}

function BackNav() {
  const navigate = useNavigate();
  return (
    <Nav aria-label="카드 탐색">
      <Button variant="ghost" size="sm" onClick={() => navigate(-1)}>
        ‹ 뒤로
      </Button>
      <ButtonLink variant="secondary" size="sm" to="/cards">
        전체 카드
      </ButtonLink>
    </Nav>
  );
}

/** Shown when the card is missing or fails to load (spec 000 §2). */
export function CardNotFound() {
  return (
    <StatusMessage title="카드를 찾을 수 없습니다" action={<ButtonLink to="/cards">카드 검색으로</ButtonLink>}>
      요청하신 카드가 없거나 불러오지 못했습니다.
    </StatusMessage>
  );
}

const Page = styled(Container)(({ theme }) => ({ display: "grid", gap: theme.space(4), paddingTop: theme.space(4), paddingBottom: theme.space(10) }));
const Nav = styled.nav(({ theme }) => ({ display: "flex", gap: theme.space(2) }));
const ReviewsPlaceholder = styled.section(({ theme }) => ({
  padding: theme.space(6, 4),
  borderRadius: theme.radii.lg,
  border: `1px dashed ${theme.colors.borderStrong}`,
  textAlign: "center",
  color: theme.colors.textMuted,
  "& h2": { marginBottom: theme.space(2), fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold, color: theme.colors.text },
}));
