import { formatRating } from "../../../domain/rating";
import { formationTopSubject } from "../../../domain/pageMeta";
import { box, type OgNode } from "./element";
import { OG_FONT } from "./render";
import { COLORS, footer } from "./frame";

export interface FormationImageModel {
  formation: string;
  position: string;
  /** Every slot of the formation with the top player for its position there (null: no reviews yet). */
  slots: { position: string; x: number; y: number; player: string | null }[];
  /** The page's position: its first players. */
  top: { name: string; ovr: number; avgRating: number; reviewCount: number }[];
}

const PITCH = { width: 400, height: 518 };

function slot({ position, x, y, player }: FormationImageModel["slots"][number], highlighted: boolean): OgNode {
  return box(
    { position: "absolute", left: (x / 100) * PITCH.width - 60, top: (y / 100) * PITCH.height - 28, width: 120, flexDirection: "column", alignItems: "center" },
    box({ width: 34, height: 34, borderRadius: 17, alignItems: "center", justifyContent: "center", fontSize: 13, fontWeight: 700,
      background: highlighted ? COLORS.accent : COLORS.text, color: COLORS.background }, position),
    box({ fontSize: 16, fontWeight: 700, color: "#ffffff", maxWidth: 120, overflow: "hidden", whiteSpace: "nowrap" }, player ?? "-"),
  );
}

/** The pitch with each slot's top player, and the page's position TOP 5 beside it. */
export function formationImageElement(model: FormationImageModel): OgNode {
  return box(
    { width: 1200, height: 630, padding: 56, gap: 48, background: COLORS.background, color: COLORS.text, fontFamily: OG_FONT },
    box(
      { position: "relative", width: PITCH.width, height: PITCH.height, borderRadius: 18, border: "3px solid rgba(255,255,255,0.5)",
        backgroundImage: `linear-gradient(${COLORS.pitch}, ${COLORS.pitchStripe})` },
      ...model.slots.map((s) => slot(s, s.position === model.position)),
    ),
    box(
      { flex: 1, flexDirection: "column", gap: 16 },
      box({ fontSize: 30, color: COLORS.muted }, "포메이션 TOP 100"),
      box({ fontSize: 54, fontWeight: 700, lineHeight: 1.2 }, formationTopSubject(model.formation, model.position)),
      ...model.top.map((p, i) =>
        box({ alignItems: "center", gap: 16, fontSize: 28 },
          box({ width: 36, color: COLORS.accent, fontWeight: 700 }, `${i + 1}`),
          box({ width: 260, fontWeight: 700, overflow: "hidden", whiteSpace: "nowrap" }, p.name),
          box({ color: COLORS.muted }, `OVR ${p.ovr} · 평점 ${formatRating(p.avgRating)} (${p.reviewCount})`))),
      model.top.length === 0 ? box({ fontSize: 30, color: COLORS.muted }, "아직 리뷰가 없습니다") : null,
      footer(),
    ),
  );
}
