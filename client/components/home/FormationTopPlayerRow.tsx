import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { FormationTopPlayerRow_player$key } from "../../__generated__/FormationTopPlayerRow_player.graphql";
import { formatRating } from "../../../domain/rating";
import { OvrBadge, PositionBadge, ProgrammeBadge } from "../cards/CardBadges";
import { Skeleton } from "../ui/Skeleton";

/** One ranked player of the home TOP panel; opens /cards/{id}. */
export function FormationTopPlayerRow({ playerRef }: { playerRef: FormationTopPlayerRow_player$key }) {
  const player = useFragment(
    graphql`
      fragment FormationTopPlayerRow_player on FormationTopPlayer {
        rank
        avgRating
        reviewCount
        card {
          databaseId
          name
          ovr
          position
          className
        }
      }
    `,
    playerRef,
  );
  const { card } = player;
  return (
    <Row to={`/cards/${card.databaseId}`}>
      <Rank data-top={player.rank <= 3 || undefined}>{player.rank}</Rank>
      <OvrBadge ovr={card.ovr} />
      <Name>
        {card.name} <PositionBadge position={card.position} /> <ProgrammeBadge className={card.className} />
      </Name>
      <Figures>
        <span aria-label={`평균 평점 ${formatRating(player.avgRating)}`}>★ {formatRating(player.avgRating)}</span>
        <span>리뷰 {player.reviewCount}</span>
      </Figures>
    </Row>
  );
}

export function FormationTopPlayerRowSkeleton() {
  return (
    <SkeletonRow>
      <Skeleton width="1.5rem" height="1.25rem" />
      <Skeleton width="2.5rem" height="1.5rem" />
      <Skeleton width="60%" height="1rem" />
    </SkeletonRow>
  );
}

const Row = styled(Link)(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "1.75rem auto 1fr auto",
  alignItems: "center",
  gap: theme.space(2),
  padding: theme.space(2, 3),
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceRaised,
  transition: `background ${theme.motion.fast}`,
  "&:hover": { background: theme.colors.surfaceHover },
}));
const Rank = styled.span(({ theme }) => ({
  fontFamily: theme.fonts.numeric,
  fontWeight: theme.fontWeights.bold,
  color: theme.colors.textMuted,
  textAlign: "center",
  "&[data-top]": { color: theme.colors.accent },
}));
const Name = styled.span(({ theme }) => ({
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontWeight: theme.fontWeights.medium,
}));
const Figures = styled.span(({ theme }) => ({
  display: "grid",
  justifyItems: "end",
  fontSize: theme.fontSizes.xs,
  color: theme.colors.textMuted,
  "& span:first-of-type": { color: theme.colors.accent, fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.bold },
}));
const SkeletonRow = styled.div(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "1.75rem auto 1fr",
  alignItems: "center",
  gap: theme.space(2),
  padding: theme.space(3),
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceRaised,
}));
