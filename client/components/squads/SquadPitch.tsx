import styled from "@emotion/styled";
import type { Formation } from "../../../domain/formations";
import type { SlotFit } from "../../../domain/squadFit";
import { Pitch, PitchMarkings } from "../formations/FormationPitch";
import type { BuilderCard } from "./squadCard";

type SquadPitchProps = {
  formation: Formation;
  cards: (BuilderCard | null)[];
  fits: (SlotFit | null)[];
  /** The slot picked for a tap-to-swap, if any. */
  selected?: number | null;
  /** Omitted on a read-only pitch (the squad page). */
  onSlot?: (slot: number) => void;
  onDrop?: (from: number, to: number) => void;
};

const FIT_TEXT: Record<SlotFit, string> = { natural: "주 포지션", alternative: "가능 포지션", out: "포지션 이탈" };
const DRAG_TYPE = "application/x-squad-slot";

/** The formation's eleven positions at the formation pages' coordinates, each with its card (name and OVR). */
export function SquadPitch({ formation, cards, fits, selected = null, onSlot, onDrop }: SquadPitchProps) {
  return (
    <Pitch role="group" aria-label={`${formation.name} 스쿼드`} style={{ height: "480px" }}>
      <PitchMarkings />
      {formation.positions.map((slot, i) => {
        const card = cards[i];
        const fit = fits[i];
        const label = card ? `${slot.position} ${card.name} OVR ${card.ovr}${fit ? ` (${FIT_TEXT[fit]})` : ""}` : `${slot.position} 빈 자리`;
        const style = { left: `${slot.x}%`, top: `${slot.y}%` };
        if (!onSlot) {
          return (
            <Slot as="div" key={i} style={style} data-fit={fit ?? "empty"} aria-label={label} role="img">
              <SlotBody card={card} position={slot.position} />
            </Slot>
          );
        }
        return (
          <Slot
            key={i}
            type="button"
            style={style}
            data-slot={i}
            data-fit={fit ?? "empty"}
            aria-label={label}
            aria-pressed={selected === i}
            draggable={card !== null}
            onClick={() => onSlot(i)}
            onDragStart={(e) => {
              e.dataTransfer.setData(DRAG_TYPE, String(i));
              e.dataTransfer.effectAllowed = "move";
            }}
            onDragOver={(e) => {
              if (e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              const from = Number(e.dataTransfer.getData(DRAG_TYPE));
              if (Number.isInteger(from) && from !== i) onDrop?.(from, i);
            }}
          >
            <SlotBody card={card} position={slot.position} />
          </Slot>
        );
      })}
    </Pitch>
  );
}

function SlotBody({ card, position }: { card: BuilderCard | null; position: string }) {
  return (
    <>
      <Badge>{card ? card.ovr : "+"}</Badge>
      <Name>{card ? card.name : position}</Name>
      {card && <Position>{position}</Position>}
    </>
  );
}

const Slot = styled.button(({ theme }) => ({
  position: "absolute",
  transform: "translate(-50%, -50%)",
  width: "72px",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "2px",
  padding: theme.space(1),
  border: "2px solid transparent",
  borderRadius: theme.radii.md,
  background: "transparent",
  color: theme.colors.onColor,
  cursor: "pointer",
  touchAction: "manipulation",
  "&[aria-pressed=true]": { borderColor: theme.colors.accent, background: theme.colors.pitchMarker },
  "&[data-fit=natural] > span:first-of-type": { borderColor: theme.colors.primary },
  "&[data-fit=alternative] > span:first-of-type": { borderColor: theme.colors.accent },
  "&[data-fit=out] > span:first-of-type": { borderColor: theme.colors.danger },
}));
const Badge = styled.span(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "40px",
  height: "40px",
  borderRadius: "50%",
  border: `3px solid ${theme.colors.onColor}`,
  background: theme.colors.pitchMarker,
  fontWeight: theme.fontWeights.bold,
  fontSize: theme.fontSizes.sm,
}));
const Name = styled.span(({ theme }) => ({
  maxWidth: "72px",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
  textShadow: "0 1px 2px rgba(0,0,0,0.8)",
}));
const Position = styled.span(({ theme }) => ({ fontSize: "0.625rem", color: theme.colors.onColor, opacity: 0.85 }));
