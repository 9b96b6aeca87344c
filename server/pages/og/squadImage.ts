import { box, type OgNode } from "./element";
import { OG_FONT } from "./render";
import { COLORS, footer } from "./frame";

export interface SquadImageModel {
  name: string;
  formation: string;
  author: string;
  averageOvr: number | null;
  /** The eleven slots at the formation's coordinates, with the card there (name and OVR) or null. */
  slots: { position: string; x: number; y: number; card: { name: string; ovr: number } | null }[];
}

const PITCH = { width: 440, height: 518 };

function slot({ position, x, y, card }: SquadImageModel["slots"][number]): OgNode {
  return box(
    { position: "absolute", left: (x / 100) * PITCH.width - 60, top: (y / 100) * PITCH.height - 30, width: 120, flexDirection: "column", alignItems: "center" },
    box({ width: 40, height: 40, borderRadius: 20, alignItems: "center", justifyContent: "center", fontSize: 17, fontWeight: 700,
      background: card ? COLORS.accent : COLORS.text, color: COLORS.background }, card ? String(card.ovr) : position),
    box({ fontSize: 15, fontWeight: 700, color: "#ffffff", maxWidth: 120, overflow: "hidden", whiteSpace: "nowrap" }, card?.name ?? "-"),
  );
}

/** The pitch with each slot's card name and OVR, and beside it the squad's name, formation and average OVR. */
export function squadImageElement(model: SquadImageModel): OgNode {
  return box(
    { width: 1200, height: 630, padding: 56, gap: 48, background: COLORS.background, color: COLORS.text, fontFamily: OG_FONT },
    box(
      { position: "relative", width: PITCH.width, height: PITCH.height, borderRadius: 18, border: "3px solid rgba(255,255,255,0.5)",
        backgroundImage: `linear-gradient(${COLORS.pitch}, ${COLORS.pitchStripe})` },
      ...model.slots.map(slot),
    ),
    box(
      { flex: 1, flexDirection: "column", gap: 18 },
      box({ fontSize: 30, color: COLORS.muted }, `스쿼드 · ${model.formation}`),
      box({ fontSize: 56, fontWeight: 700, lineHeight: 1.2, maxHeight: 140, overflow: "hidden" }, model.name),
      box({ alignItems: "baseline", gap: 16 },
        box({ fontSize: 30, color: COLORS.muted }, "평균 OVR"),
        box({ fontSize: 72, fontWeight: 700, color: COLORS.accent }, model.averageOvr === null ? "-" : model.averageOvr.toFixed(1))),
      box({ fontSize: 28, color: COLORS.muted }, `만든 사람 ${model.author}`),
      footer(),
    ),
  );
}
