import styled from "@emotion/styled";
import { useState, useTransition } from "react";
import { graphql, useRefetchableFragment } from "react-relay";
import type { BoardSidePanel_query$key } from "../../__generated__/BoardSidePanel_query.graphql";
import { UserName } from "../account/UserName";
import { BoardPager } from "./BoardPager";
import { CrownIcon } from "../ui/icons";
import { Panel } from "../ui/Panel";

/** Spec: three no-spend challenge winners, hard-coded, each with a legend icon and a title. */
const NO_SPEND_WINNERS = [
  { name: "무과금전설", title: "1기 무과금 챌린지 우승" },
  { name: "지갑지킴이", title: "2기 무과금 챌린지 우승" },
  { name: "손가락전술가", title: "3기 무과금 챌린지 우승" },
] as const;

const RANKING_PAGE = 20;

/** The board's side panel: no-spend challenge winners and the level ranking, 20 a page. */
export function BoardSidePanel({ queryRef }: { queryRef: BoardSidePanel_query$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment BoardSidePanel_query on Query
      @argumentDefinitions(rankingOffset: { type: "Int", defaultValue: 0 })
      @refetchable(queryName: "BoardSidePanelRefetchQuery") {
        levelRanking(first: 20, offset: $rankingOffset) {
          totalCount
          edges {
            node {
              id
              levelScore
              ...UserName_user
            }
          }
        }
      }
    `,
    queryRef,
  );
  const [page, setPage] = useState(1);
  const [pending, startTransition] = useTransition();
  const goTo = (p: number) => {
    setPage(p);
    startTransition(() => {
      refetch({ rankingOffset: (p - 1) * RANKING_PAGE });
    });
  };
  return (
    <Aside>
      <Box aria-labelledby="no-spend-title">
        <BoxTitle id="no-spend-title">무과금 챌린지 명예의 전당</BoxTitle>
        <ol>
          {NO_SPEND_WINNERS.map((w) => (
            <li key={w.name}>
              <CrownIcon size={14} /> <strong>{w.name}</strong> <Muted>{w.title}</Muted>
            </li>
          ))}
        </ol>
      </Box>
      <Box aria-labelledby="level-ranking-title" aria-busy={pending}>
        <BoxTitle id="level-ranking-title">레벨 랭킹</BoxTitle>
        <ol start={(page - 1) * RANKING_PAGE + 1}>
          {data.levelRanking.edges.map(({ node }, i) => (
            <li key={node.id}>
              <Rank>{(page - 1) * RANKING_PAGE + i + 1}</Rank> <UserName userRef={node} /> <Muted>{node.levelScore}점</Muted>
            </li>
          ))}
        </ol>
        <BoardPager page={page} pageCount={Math.ceil(data.levelRanking.totalCount / RANKING_PAGE)} onChange={goTo} />
      </Box>
    </Aside>
  );
}

const Aside = styled.aside(({ theme }) => ({ display: "grid", gap: theme.space(4), alignContent: "start" }));
const Box = styled(Panel)(({ theme }) => ({
  "& ol": { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: theme.space(2), fontSize: theme.fontSizes.sm },
}));
const BoxTitle = styled.h2(({ theme }) => ({ fontSize: theme.fontSizes.md, fontWeight: theme.fontWeights.bold, marginBottom: theme.space(3) }));
const Muted = styled.span(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }));
const Rank = styled.span(({ theme }) => ({ display: "inline-block", minWidth: "2em", color: theme.colors.accent, fontWeight: theme.fontWeights.bold }));
