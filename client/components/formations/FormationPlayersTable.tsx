import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { FormationPlayersTable_formation$key } from "../../__generated__/FormationPlayersTable_formation.graphql";
import { RANKING_RULE_TEXT, formatRating } from "../../../domain/rating";
import { OvrBadge, PositionBadge, ProgrammeBadge } from "../cards/CardBadges";
import { Pagination } from "../cards/Pagination";

/** Rankings fetch 50 players and show 10 per page (spec). */
const PLAYERS_PER_PAGE = 10;
const STAT_LABELS = ["속력", "슛", "패스", "드리블", "수비", "피지컬"] as const;

type Props = { formationRef: FormationPlayersTable_formation$key; position: string; page: number; onPage: (page: number) => void };

/** Ranked players of a formation at one position, with their six main stats; a row opens the card. */
export function FormationPlayersTable({ formationRef, position, page, onPage }: Props) {
  const formation = useFragment(
    graphql`
      fragment FormationPlayersTable_formation on Formation @argumentDefinitions(position: { type: "String!" }) {
        name
        topPlayers(position: $position, first: 50) {
          edges {
            node {
              rank
              avgRating
              reviewCount
              card {
                databaseId
                name
                position
                ovr
                className
                pace
                shooting
                passing
                agilityMain
                defending
                physical
              }
            }
          }
        }
      }
    `,
    formationRef,
  );
  const players = formation.topPlayers.edges.map((e) => e.node);
  const pageCount = Math.max(1, Math.ceil(players.length / PLAYERS_PER_PAGE));
  const current = Math.min(page, pageCount);
  const shown = players.slice((current - 1) * PLAYERS_PER_PAGE, current * PLAYERS_PER_PAGE);
  if (players.length === 0) return <Empty>이 포메이션의 {position} 포지션으로 리뷰된 선수가 없습니다.</Empty>;
  return (
    <div>
      <Rule>{RANKING_RULE_TEXT}</Rule>
      <Scroll>
        <Table aria-label={`${formation.name} ${position} 선수 순위`}>
          <thead>
            <tr>
              <th scope="col">순위</th>
              <th scope="col">선수</th>
              {STAT_LABELS.map((label) => <th key={label} scope="col">{label}</th>)}
              <th scope="col">평점</th>
              <th scope="col">리뷰</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => (
              <tr key={p.card.databaseId} data-testid="formation-player">
                <td>{p.rank}</td>
                <td>
                  <PlayerLink to={`/cards/${p.card.databaseId}`}>
                    <OvrBadge ovr={p.card.ovr} />
                    <span>{p.card.name}</span>
                    <PositionBadge position={p.card.position} />
                    <ProgrammeBadge className={p.card.className} />
                  </PlayerLink>
                </td>
                {[p.card.pace, p.card.shooting, p.card.passing, p.card.agilityMain, p.card.defending, p.card.physical].map((value, i) => (
                  <td key={STAT_LABELS[i]}>{value ?? "-"}</td>
                ))}
                <td><strong>{formatRating(p.avgRating)}</strong></td>
                <td>{p.reviewCount}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <Pagination page={current} pageCount={pageCount} onChange={onPage} />
    </div>
  );
}

const Rule = styled.p(({ theme }) => ({ margin: theme.space(0, 0, 2), fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }));
const Scroll = styled.div({ overflowX: "auto" });
const Table = styled.table(({ theme }) => ({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: theme.fontSizes.sm,
  fontFamily: theme.fonts.numeric,
  "& th, & td": { padding: theme.space(2), textAlign: "center", whiteSpace: "nowrap", borderBottom: `1px solid ${theme.colors.border}` },
  "& th": { color: theme.colors.textMuted, fontWeight: theme.fontWeights.medium },
  "& td:nth-of-type(2)": { textAlign: "left" },
  "& strong": { color: theme.colors.accent },
}));
const PlayerLink = styled(Link)(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: theme.space(2),
  fontWeight: theme.fontWeights.medium,
  "&:hover span": { color: theme.colors.primary },
}));
const Empty = styled.p(({ theme }) => ({ padding: theme.space(8, 0), textAlign: "center", color: theme.colors.textMuted }));
