import styled from "@emotion/styled";
import type { SquadFigures } from "../../../domain/squadFigures";
import { PanelHead, StackPanel } from "../ui/Panel";

const SHARED: [keyof SquadFigures["shared"], string][] = [["team", "팀"], ["league", "리그"], ["nation", "국가"], ["className", "클래스"]];
const LINES: [keyof SquadFigures["lines"], string][] = [["attack", "공격"], ["midfield", "미드필드"], ["defence", "수비"]];

/** The live figures: average OVR, fits, shared team/league/nation/class counts and line stat sums. */
export function SquadFiguresPanel({ figures }: { figures: SquadFigures }) {
  const fitCount = (fit: string) => figures.fits.filter((f) => f === fit).length;
  return (
    <StackPanel aria-label="스쿼드 정보">
      <PanelHead><h2>스쿼드 정보</h2></PanelHead>
      <Body>
        <Big data-testid="squad-average-ovr">평균 OVR {figures.averageOvr ?? "-"}</Big>
        <p>배치 {figures.placed}/11 · 주 포지션 {fitCount("natural")} · 가능 포지션 {fitCount("alternative")} · 포지션 이탈 {fitCount("out")}</p>
        <h3>라인별 능력치 합계</h3>
        <Row>{LINES.map(([key, label]) => <li key={key}>{label} {figures.lines[key]}</li>)}</Row>
        <h3>같은 소속</h3>
        {SHARED.every(([key]) => figures.shared[key].length === 0) ? (
          <p>두 명 이상 겹치는 팀·리그·국가·클래스가 없습니다.</p>
        ) : (
          <Row>
            {SHARED.flatMap(([key, label]) => figures.shared[key].map((s) => <li key={`${key}-${s.value}`}>{label} {s.value} ×{s.count}</li>))}
          </Row>
        )}
      </Body>
    </StackPanel>
  );
}

const Body = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space(2),
  "& h3": { fontSize: theme.fontSizes.sm, color: theme.colors.textMuted, margin: 0 },
  "& p": { margin: 0, fontSize: theme.fontSizes.sm },
}));
const Big = styled.p(({ theme }) => ({ fontSize: `${theme.fontSizes.xl} !important`, fontWeight: theme.fontWeights.bold }));
const Row = styled.ul(({ theme }) => ({ display: "flex", flexWrap: "wrap", gap: theme.space(2), listStyle: "none", margin: 0, padding: 0, fontSize: theme.fontSizes.sm }));
