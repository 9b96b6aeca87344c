import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { CardVersions_card$key } from "../../__generated__/CardVersions_card.graphql";
import { comparePath } from "../../../domain/cardComparison";
import { formatRating } from "../../../domain/rating";
import { OvrBadge, ProgrammeBadge } from "./CardBadges";
import { Panel } from "../ui/Panel";
import { panelSurface } from "../ui/surfaces";

/** "다른 버전": the player's other cards (same playerKey) with OVR, programme and rating; absent when there are none. */
export function CardVersions({ cardRef }: { cardRef: CardVersions_card$key }) {
  const card = useFragment(
    graphql`
      fragment CardVersions_card on Card {
        databaseId
        otherVersions {
          databaseId
          ovr
          className
          avgRating
          reviewCount
        }
      }
    `,
    cardRef,
  );
  if (card.otherVersions.length === 0) return null;
  return (
    <Panel aria-labelledby="card-versions-title" data-testid="card-versions">
      <Title id="card-versions-title">다른 버전</Title>
      <Strip>
        {card.otherVersions.map((v) => (
          <Version key={v.databaseId}>
            <Link to={`/cards/${v.databaseId}`}>
              <OvrBadge ovr={v.ovr} />
              <ProgrammeBadge className={v.className} />
              <small>{v.reviewCount > 0 ? `★ ${formatRating(v.avgRating)} · 리뷰 ${v.reviewCount}` : "리뷰 없음"}</small>
            </Link>
            <CompareLink to={comparePath([card.databaseId, v.databaseId])}>비교</CompareLink>
          </Version>
        ))}
      </Strip>
    </Panel>
  );
}

const Title = styled.h2(({ theme }) => ({ fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold, marginBottom: theme.space(3) }));
const Strip = styled.ul(({ theme }) => ({ display: "flex", gap: theme.space(2), overflowX: "auto", listStyle: "none", padding: 0, margin: 0 }));
const Version = styled.li(({ theme }) => ({
  display: "grid",
  gap: theme.space(1),
  flex: "0 0 auto",
  padding: theme.space(2),
  ...panelSurface(theme),
  "& > a:first-of-type": { display: "grid", gap: theme.space(1), justifyItems: "start", color: theme.colors.text },
  "& small": { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
}));
const CompareLink = styled(Link)(({ theme }) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.primary }));
