import styled from "@emotion/styled";
import { percentageBarWidth, type FinderLevel, type FormationScore } from "../../../domain/formationFinder";
import { panelSurface } from "../ui/surfaces";

type FinderResultsProps = { level: FinderLevel; results: readonly FormationScore[] };

/** The 29 formations ranked, each with its per-position breakdown and percentage bars. */
export function FinderResults({ level, results }: FinderResultsProps) {
  return (
    <List aria-label={`레벨 ${level} 포메이션 순위`}>
      {results.map(({ formation, score, rank, breakdown }) => (
        <Item key={formation.name} data-testid="finder-result">
          <Head>
            <Rank aria-label={`${rank}위`}>{rank}</Rank>
            <div>
              <h2>{formation.name}</h2>
              <p>{formation.description}</p>
            </div>
            <Score>{score}점</Score>
          </Head>
          <Breakdown aria-label={`${formation.name} 포지션별 점수`}>
            {breakdown.map((b) => (
              <li key={b.position}>
                <span>{b.position} <small>{b.groupLabel} · {b.points}점 × {b.count}명</small></span>
                <Bar aria-hidden="true"><span style={{ width: `${percentageBarWidth(b.percentage)}%` }} /></Bar>
                <strong>{b.score}점 ({b.percentage}%)</strong>
              </li>
            ))}
          </Breakdown>
        </Item>
      ))}
    </List>
  );
}

const List = styled.ol(({ theme }) => ({ display: "grid", gap: theme.space(3), listStyle: "none", padding: 0 }));
const Item = styled.li(({ theme }) => ({
  display: "grid",
  gap: theme.space(3),
  padding: theme.space(4),
  ...panelSurface(theme),
}));
const Head = styled.div(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  gap: theme.space(3),
  alignItems: "center",
  "& h2": { fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold },
  "& p": { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
}));
const Rank = styled.span(({ theme }) => ({
  display: "grid",
  placeItems: "center",
  width: "36px",
  height: "36px",
  borderRadius: theme.radii.pill,
  background: theme.colors.surfaceRaised,
  fontWeight: theme.fontWeights.heavy,
}));
const Score = styled.strong(({ theme }) => ({ color: theme.colors.primary, fontSize: theme.fontSizes.lg }));
const Breakdown = styled.ul(({ theme }) => ({
  display: "grid",
  gap: theme.space(1.5),
  listStyle: "none",
  padding: 0,
  fontSize: theme.fontSizes.sm,
  "& li": { display: "grid", gridTemplateColumns: "minmax(0, 9rem) minmax(0, 1fr) auto", gap: theme.space(2), alignItems: "center" },
  "& small": { color: theme.colors.textSubtle, display: "block" },
}));
const Bar = styled.span(({ theme }) => ({
  display: "block",
  height: "8px",
  borderRadius: theme.radii.pill,
  background: theme.colors.surfaceRaised,
  overflow: "hidden",
  "& span": { display: "block", height: "100%", background: theme.colors.primary },
}));
