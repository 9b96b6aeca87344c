import { graphql, useFragment } from "react-relay";
import type { LevelRankingTable_query$key } from "../../__generated__/LevelRankingTable_query.graphql";
import { levelLabel, type LevelId } from "../../../domain/cardLevelIds";
import { formatRating } from "../../../domain/rating";
import { OvrBadge, PositionBadge, ProgrammeBadge } from "../../components/cards/CardBadges";
import { ListMessage } from "../../components/cards/CardGrid";
import { LevelOvrNote } from "../../components/cards/LevelSelect";
import { PlayerLink, TableWrap } from "./rankingStyles";

/**
 * /rankings/{position}?level=rank-3: the position's cards by OVR at that level (GraphQL cardsAtLevel,
 * REST /api/cards/rankings/level), cards without that level by their base OVR, marked 기본.
 */
export function LevelRankingTable({ queryRef, position, level }: { queryRef: LevelRankingTable_query$key; position: string; level: LevelId }) {
  const { cardsAtLevel } = useFragment(
    graphql`
      fragment LevelRankingTable_query on Query
      @argumentDefinitions(kind: { type: "CardLevelKind!" }, level: { type: "Int!" }, position: { type: "String!" }) {
        cardsAtLevel(kind: $kind, level: $level, position: $position, first: 100) {
          ovr
          hasLevel
          card { id databaseId name position ovr className avgRating reviewCount }
        }
      }
    `,
    queryRef,
  );
  if (cardsAtLevel.length === 0) return <ListMessage>해당 포지션에 등록된 카드가 없습니다</ListMessage>;
  const label = levelLabel(level);
  return (
    <TableWrap>
      <table aria-label={`${position} ${label} 순위`}>
        <thead>
          <tr>
            <th scope="col">순위</th>
            <th scope="col">선수</th>
            <th scope="col">{label} OVR</th>
            <th scope="col">기본 OVR</th>
            <th scope="col">평점</th>
            <th scope="col">리뷰</th>
          </tr>
        </thead>
        <tbody>
          {cardsAtLevel.map(({ card, ovr, hasLevel }, i) => (
            <tr key={card.id}>
              <td>{i + 1}</td>
              <td>
                <PlayerLink to={`/cards/${card.databaseId}`}>
                  <PositionBadge position={card.position} /> {card.name} <ProgrammeBadge className={card.className} />
                </PlayerLink>
              </td>
              <td data-testid="level-ovr"><OvrBadge ovr={ovr} /> <LevelOvrNote level={level} hasLevel={hasLevel} /></td>
              <td>{card.ovr}</td>
              <td>{card.reviewCount > 0 ? formatRating(card.avgRating) : "-"}</td>
              <td>{card.reviewCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
