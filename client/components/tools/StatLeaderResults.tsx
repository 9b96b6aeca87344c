import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import type { StatLeaderResults_result$key } from "../../__generated__/StatLeaderResults_result.graphql";
import { skillBoostByKey } from "../../../domain/skillBoosts";
import { OvrBadge, PositionBadge, ProgrammeBadge } from "../cards/CardBadges";
import { Notice } from "./ToolPage";
import { formatCount } from "../../../domain/numbers";

/** The ranked cards of a stat-leader search; each row opens the card in a new tab. */
export function StatLeaderResults({ resultRef }: { resultRef: StatLeaderResults_result$key }) {
  const { total, cards } = useFragment(
    graphql`
      fragment StatLeaderResults_result on StatLeaders {
        total
        cards { rank databaseId name position ovr className skillBoost totalStats stats { key label value } }
      }
    `,
    resultRef,
  );
  if (!cards.length) return <Notice>검색 조건에 맞는 카드가 없습니다.</Notice>;
  const columns = cards[0]!.stats;
  return (
    <Wrap>
      <p>조건에 맞는 카드 {formatCount(total)}장 중 상위 {cards.length}장</p>
      <table aria-label="스탯 리더 결과">
        <thead>
          <tr>
            <th scope="col">순위</th>
            <th scope="col">선수</th>
            <th scope="col">OVR</th>
            <th scope="col">스킬부스트</th>
            {columns.map((s) => <th key={s.key} scope="col">{s.label}</th>)}
            <th scope="col">합계</th>
          </tr>
        </thead>
        <tbody>
          {cards.map((c) => (
            <tr key={c.databaseId}>
              <td>{c.rank}</td>
              <td>
                <a href={`/cards/${c.databaseId}`} target="_blank" rel="noopener noreferrer">
                  <PositionBadge position={c.position} /> {c.name} <ProgrammeBadge className={c.className} />
                </a>
              </td>
              <td><OvrBadge ovr={c.ovr} /></td>
              <td>{c.skillBoost ? skillBoostByKey(c.skillBoost)?.nameKo ?? c.skillBoost : "-"}</td>
              {c.stats.map((s) => <td key={s.key}>{s.value ?? "-"}</td>)}
              <td><strong>{c.totalStats}</strong></td>
            </tr>
          ))}
        </tbody>
      </table>
    </Wrap>
  );
}

const Wrap = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space(2),
  overflowX: "auto",
  fontSize: theme.fontSizes.sm,
  "& table": { width: "100%", borderCollapse: "collapse", whiteSpace: "nowrap" },
  "& th, & td": { padding: theme.space(2), borderBottom: `1px solid ${theme.colors.border}`, textAlign: "left" },
  "& th": { color: theme.colors.textMuted, fontWeight: theme.fontWeights.bold },
  "& a": { display: "inline-flex", alignItems: "center", gap: theme.space(1.5), fontWeight: theme.fontWeights.bold },
  "& tbody tr:hover": { background: theme.colors.surfaceRaised },
}));
