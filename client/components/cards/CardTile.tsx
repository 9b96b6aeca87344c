import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { CardTile_card$key } from "../../__generated__/CardTile_card.graphql";
import { formatRating } from "../../../domain/rating";
import { CardImage } from "./CardImage";
import { OvrBadge, PositionBadge, ProgrammeBadge } from "./CardBadges";
import { panelSurface } from "../ui/surfaces";
import { WatchButton } from "../watchlist/WatchButton";
import { LevelOvrNote } from "./LevelSelect";
import type { LevelId } from "../../../domain/cardLevelIds";
import { formatCount } from "../../../domain/numbers";

type CardTileProps = {
  cardRef: CardTile_card$key;
  layout?: "grid" | "list";
  /** Rank badge on popular lists. */
  rank?: number;
  /** Hearts (likes on the card's reviews), shown on the popular list's 하트순 tab. */
  hearts?: number;
  /** A list "at level N" (/cards?level=…): the OVR there, and whether the card has that level (else its base). */
  atLevel?: { level: LevelId; ovr: number; hasLevel: boolean };
};

/** One card in a grid or list; opens /cards/{id}. */
export function CardTile({ cardRef, layout = "grid", rank, hearts, atLevel }: CardTileProps) {
  const card = useFragment(
    graphql`
      fragment CardTile_card on Card {
        databaseId
        name
        position
        ovr
        className
        imageUrl
        team
        avgRating
        reviewCount
        ...WatchButton_card
      }
    `,
    cardRef,
  );
  return (
    <TileFrame>
      <Tile to={`/cards/${card.databaseId}`} data-layout={layout}>
        <Picture>
          <CardImage src={card.imageUrl} name={card.name} position={card.position} />
          {rank !== undefined ? <Rank data-top={rank <= 3 || undefined}>{rank}</Rank> : null}
        </Picture>
        <Body>
          <Meta>
            <OvrBadge ovr={atLevel?.ovr ?? card.ovr} />
            <PositionBadge position={card.position} />
            <ProgrammeBadge className={card.className} />
            {atLevel ? <LevelOvrNote level={atLevel.level} hasLevel={atLevel.hasLevel} /> : null}
          </Meta>
          <Name>{card.name}</Name>
          {layout === "list" && card.team ? <Team>{card.team}</Team> : null}
          <Rating>
            {card.reviewCount > 0 ? `★ ${formatRating(card.avgRating)} · 리뷰 ${card.reviewCount}` : "리뷰 없음"}
          </Rating>
          {hearts !== undefined ? <Rating data-testid="card-hearts">하트 {formatCount(hearts)}</Rating> : null}
        </Body>
      </Tile>
      {/* Beside the link, not inside it: a button within an <a> is not valid HTML. */}
      <WatchSlot>
        <WatchButton cardRef={card} />
      </WatchSlot>
    </TileFrame>
  );
}

const TileFrame = styled.div({ position: "relative", display: "grid" });
const WatchSlot = styled.div(({ theme }) => ({ position: "absolute", top: theme.space(3), right: theme.space(3) }));

const Tile = styled(Link)(({ theme }) => ({
  display: "grid",
  gap: theme.space(2),
  padding: theme.space(2),
  ...panelSurface(theme),
  transition: `border-color ${theme.motion.fast}, transform ${theme.motion.fast}`,
  "&:hover": { borderColor: theme.colors.primary, transform: "translateY(-2px)" },
  "&[data-layout=list]": { gridTemplateColumns: "64px 1fr", alignItems: "center" },
}));

const Picture = styled.div({ position: "relative" });

const Rank = styled.span(({ theme }) => ({
  position: "absolute",
  top: theme.space(1),
  left: theme.space(1),
  minWidth: "26px",
  padding: theme.space(0.5, 1.5),
  borderRadius: theme.radii.pill,
  background: theme.colors.overlay,
  color: theme.colors.text,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.heavy,
  textAlign: "center",
  "&[data-top]": { background: theme.colors.accent, color: theme.colors.onAccent },
}));

const Body = styled.div(({ theme }) => ({ display: "grid", gap: theme.space(1), minWidth: 0 }));
const Meta = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: theme.space(1.5), minWidth: 0 }));
const Name = styled.strong(({ theme }) => ({
  fontSize: theme.fontSizes.sm,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
}));
const Team = styled.span(({ theme }) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }));
const Rating = styled.span(({ theme }) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }));
