import { GK_STATS, MAIN_STATS, ovrTier, statTier, type GkStatKey, type MainStatKey } from "../../../domain/stats";
import { cardReviewLine } from "../../../domain/pageMeta";
import { positionCategory, parsePosition } from "../../../domain/positions";
// The one palette: the client's tier colours are plain constants, so the share image matches the page.
import { positionColors, statTierColors, ovrTierColors } from "../../../client/theme/tiers";
import { box, picture, type OgNode } from "./element";
import { OG_FONT } from "./render";
import { COLORS, footer } from "./frame";

/** The card columns a share image (and the card page's head) reads: one statement for both. */
export const CARD_IMAGE_SELECT = {
  id: true, name: true, position: true, ovr: true, team: true, league: true, nation: true, className: true, imageUrl: true,
  avgRating: true, reviewCount: true, updatedAt: true, statsUpdatedAt: true,
  pace: true, shooting: true, passing: true, agilityMain: true, defending: true, physical: true,
  diving: true, handling: true, kicking: true, reflexes: true, gkPositioning: true,
} as const;

export interface CardImageModel {
  name: string;
  position: string;
  ovr: number;
  team: string | null;
  className: string | null;
  imageUrl: string | null;
  avgRating: number;
  reviewCount: number;
  stats: { label: string; value: number | null }[];
}

type CardImageRow = { [K in keyof typeof CARD_IMAGE_SELECT]: unknown } & {
  name: string; position: string; ovr: number; team: string | null; className: string | null; imageUrl: string | null;
  avgRating: number; reviewCount: number;
} & Record<MainStatKey | GkStatKey, number | null>;

/**
 * Everything the picture shows, and nothing else: its hash is the image's version. The headline
 * stats are the card panel's: the six main stats, or a keeper's five goalkeeping stats.
 */
export function cardImageModel(card: CardImageRow): CardImageModel {
  return {
    name: card.name, position: card.position, ovr: card.ovr, team: card.team, className: card.className, imageUrl: card.imageUrl,
    avgRating: card.avgRating, reviewCount: card.reviewCount,
    stats: (card.position === "GK" ? GK_STATS : MAIN_STATS).map(({ key, label }) => ({ label, value: card[key] })),
  };
}

function positionColor(position: string) {
  const parsed = parsePosition(position);
  return parsed ? positionColors[positionCategory(parsed)] : positionColors.other;
}

/** The card's picture (a data URL the caller read from the store) or a drawn placeholder, 3:4. */
function cardPicture(model: CardImageModel, src: string | null): OgNode {
  if (src) return picture(src, 330, 440, { borderRadius: 20 });
  return box(
    { width: 330, height: 440, borderRadius: 20, background: COLORS.raised, border: `2px solid ${COLORS.border}`, flexDirection: "column", alignItems: "center", justifyContent: "center" },
    box({ fontSize: 150, fontWeight: 700, color: COLORS.text }, [...model.name][0] ?? "?"),
    box({ fontSize: 40, fontWeight: 700, color: positionColor(model.position) }, model.position),
  );
}

const statCell = ({ label, value }: CardImageModel["stats"][number]) =>
  box(
    { width: 206, flexDirection: "column", padding: "6px 18px", borderRadius: 14, background: COLORS.raised },
    box({ fontSize: 22, color: COLORS.muted }, label),
    box({ fontSize: 40, fontWeight: 700, lineHeight: 1.15, color: value == null ? COLORS.muted : statTierColors[statTier(value)] }, value == null ? "-" : String(value)),
  );

export function cardImageElement(model: CardImageModel, pictureSrc: string | null): OgNode {
  const badge = ovrTierColors[ovrTier(model.ovr)];
  return box(
    { width: 1200, height: 630, padding: 56, background: COLORS.background, color: COLORS.text, fontFamily: OG_FONT, gap: 48 },
    cardPicture(model, pictureSrc),
    box(
      { flex: 1, flexDirection: "column", gap: 12 },
      box(
        { alignItems: "center", gap: 16 },
        box({ padding: "4px 20px", borderRadius: 12, backgroundImage: badge.background, color: badge.color, fontSize: 44, fontWeight: 700 }, String(model.ovr)),
        box({ fontSize: 36, fontWeight: 700, color: positionColor(model.position) }, model.position),
        model.className ? box({ fontSize: 28, fontWeight: 700, color: COLORS.accent }, model.className) : null,
      ),
      box({ fontSize: model.name.length > 12 ? 44 : 56, fontWeight: 700, lineHeight: 1.15 }, model.name),
      model.team ? box({ fontSize: 26, color: COLORS.muted }, model.team) : null,
      box({ flexWrap: "wrap", gap: 12, width: 650 }, ...model.stats.map(statCell)),
      box({ fontSize: 30, fontWeight: 700, color: COLORS.accent }, cardReviewLine(model)),
      footer(),
    ),
  );
}
