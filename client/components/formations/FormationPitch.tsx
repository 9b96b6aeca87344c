import styled from "@emotion/styled";
import { useEffect, useRef } from "react";
import type { Formation } from "../../../domain/formations";

type FormationPitchProps = {
  formation: Formation;
  /** The selected position; every dot playing it is highlighted. */
  selected: string;
  onSelect: (position: string) => void;
  /**
   * Asked once on mount: true puts focus on the selected dot. A page that remounts the pitch
   * after a pick answers true, so a keyboard user is not thrown back to the top of the page.
   */
  takeFocus?: () => boolean;
};

/** Vertical pitch (400 px) with one dot per player at the formation's percent coordinates. */
export function FormationPitch({ formation, selected, onSelect, takeFocus }: FormationPitchProps) {
  const pitch = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus?.()) pitch.current?.querySelector<HTMLButtonElement>("button[aria-pressed=true]")?.focus();
    // Mount only: a later render with the same pitch keeps focus where the user put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Pitch ref={pitch} role="group" aria-label={`${formation.name} 포메이션 배치도`}>
      <PitchMarkings />
      {formation.positions.map((slot, i) => (
        <Dot
          key={`${slot.position}-${i}`}
          type="button"
          style={{ left: `${slot.x}%`, top: `${slot.y}%` }}
          aria-pressed={slot.position === selected}
          aria-label={`${slot.position} 포지션 선택`}
          title={slot.position}
          onClick={() => onSelect(slot.position)}
        >
          {slot.position}
        </Dot>
      ))}
    </Pitch>
  );
}

/** The pitch's lines, for other diagrams on the same pitch (the squad builder). */
export function PitchMarkings() {
  return (
    <>
      <HalfLine aria-hidden="true" />
      <CentreCircle aria-hidden="true" />
      <Box data-end="top" aria-hidden="true" />
      <Box data-end="bottom" aria-hidden="true" />
    </>
  );
}

export const Pitch = styled.div(({ theme }) => ({
  position: "relative",
  height: "400px",
  borderRadius: theme.radii.md,
  overflow: "hidden",
  background: `repeating-linear-gradient(180deg, ${theme.colors.pitch} 0 40px, ${theme.colors.pitchStripe} 40px 80px)`,
  border: `2px solid ${theme.colors.pitchLine}`,
}));
const HalfLine = styled.div(({ theme }) => ({ position: "absolute", left: 0, right: 0, top: "50%", borderTop: `2px solid ${theme.colors.pitchLine}` }));
const CentreCircle = styled.div(({ theme }) => ({
  position: "absolute",
  left: "50%",
  top: "50%",
  width: "80px",
  height: "80px",
  transform: "translate(-50%, -50%)",
  border: `2px solid ${theme.colors.pitchLine}`,
  borderRadius: "50%",
}));
const Box = styled.div(({ theme }) => ({
  position: "absolute",
  left: "25%",
  width: "50%",
  height: "14%",
  border: `2px solid ${theme.colors.pitchLine}`,
  "&[data-end=top]": { top: "-2px" },
  "&[data-end=bottom]": { bottom: "-2px" },
}));
const Dot = styled.button(({ theme }) => ({
  position: "absolute",
  transform: "translate(-50%, -50%)",
  width: "44px",
  height: "44px",
  whiteSpace: "nowrap",
  borderRadius: "50%",
  border: `2px solid ${theme.colors.onColor}`,
  background: theme.colors.pitchMarker,
  color: theme.colors.onColor,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
  cursor: "pointer",
  transition: `background ${theme.motion.fast}, transform ${theme.motion.fast}`,
  "&:hover": { background: theme.colors.primaryHover },
  "&[aria-pressed=true]": { background: theme.colors.primary, color: theme.colors.onPrimary, transform: "translate(-50%, -50%) scale(1.15)" },
}));
