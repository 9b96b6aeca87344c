import { Global } from "@emotion/react";
import styled from "@emotion/styled";
import { CARD_COMPARE_FULL_MESSAGE, CARD_COMPARE_MAX, CARD_COMPARE_MIN, compareCountOk, comparePath } from "../../../domain/cardComparison";
import { useToast } from "../ui/Toast";
import { Button, ButtonLink } from "../ui/Button";
import { useComparePicks } from "./useComparePicks";

/** Adds or removes one card from the comparison picks. */
export function CompareToggle({ cardId, name }: { cardId: number; name: string }) {
  const { picked, toggle } = useComparePicks();
  const toast = useToast();
  const on = picked.includes(cardId);
  const onClick = () => {
    if (!toggle(cardId)) toast({ tone: "error", title: "비교 목록이 가득 찼습니다", text: CARD_COMPARE_FULL_MESSAGE });
  };
  return (
    <Button type="button" size="sm" variant={on ? "primary" : "secondary"} aria-pressed={on} aria-label={`${name} ${on ? "비교 선택됨" : "비교 추가"}`} onClick={onClick}>
      {on ? "비교 선택됨" : "비교 추가"}
    </Button>
  );
}

/** A bar at the bottom of the screen once a card is picked: count, compare link and clear. */
export function CompareTray() {
  const { picked, clear } = useComparePicks();
  if (!picked.length) return null;
  return (
    <Tray role="region" aria-label="카드 비교">
      {/* Tab scrolls the focused control above the tray instead of under it (WCAG 2.4.11). */}
      <Global styles={(theme) => ({ html: { scrollPaddingBottom: `calc(${TRAY_HEIGHT} + ${theme.space(6)})` } })} />
      <span>비교할 카드 {picked.length} / {CARD_COMPARE_MAX}{picked.length < CARD_COMPARE_MIN ? ` (${CARD_COMPARE_MIN}장 이상 선택)` : ""}</span>
      {compareCountOk(picked) ? <ButtonLink size="sm" to={comparePath(picked)}>비교하기</ButtonLink> : null}
      <Button type="button" size="sm" variant="ghost" onClick={clear}>비우기</Button>
    </Tray>
  );
}

// A small button (34 px) between the bar's padding and border.
const TRAY_HEIGHT = "52px";

const Tray = styled.div(({ theme }) => ({
  position: "fixed",
  left: "50%",
  bottom: theme.space(4),
  transform: "translateX(-50%)",
  zIndex: theme.zIndices.header,
  display: "flex",
  alignItems: "center",
  gap: theme.space(2),
  minHeight: TRAY_HEIGHT,
  maxWidth: "calc(100vw - 16px)",
  padding: theme.space(2, 3),
  borderRadius: theme.radii.pill,
  background: theme.colors.surfaceRaised,
  border: `1px solid ${theme.colors.borderStrong}`,
  boxShadow: theme.shadows.overlay,
  fontSize: theme.fontSizes.sm,
  whiteSpace: "nowrap",
}));
