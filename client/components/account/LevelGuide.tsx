import styled from "@emotion/styled";
import { LEVELS, POINTS } from "../../../domain/levels";

const RULES = [
  { label: "선수 리뷰 작성", points: POINTS.cardReview },
  { label: "포메이션 리뷰 작성", points: POINTS.formationReview },
  { label: "질문·팁·공지 게시글", points: POINTS.otherPost },
  { label: "자유 게시글", points: POINTS.freePost },
  { label: "좋아요 받기", points: POINTS.likeReceived },
  { label: "댓글 작성", points: POINTS.comment },
];

/** The level system guide: how points are earned and the score each level needs. */
export function LevelGuide() {
  return (
    <Grid>
      <div>
        <h3>점수 얻는 방법</h3>
        <List>
          {RULES.map((r) => (
            <li key={r.label}>
              <span>{r.label}</span>
              <b>+{r.points}점</b>
            </li>
          ))}
        </List>
        <Note>작성한 글을 삭제하면 그 글로 얻은 점수도 사라집니다.</Note>
      </div>
      <div>
        <h3>레벨별 필요 점수</h3>
        <List>
          {LEVELS.map((l) => (
            <li key={l.name}>
              <span>{l.name}</span>
              <b>{l.minPoints}점</b>
            </li>
          ))}
        </List>
      </div>
    </Grid>
  );
}

const Grid = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space(6),
  [theme.mq.sm]: { gridTemplateColumns: "1fr 1fr" },
  "& h3": { fontSize: theme.fontSizes.md, fontWeight: theme.fontWeights.bold, marginBottom: theme.space(2) },
}));

const List = styled.ul(({ theme }) => ({
  listStyle: "none",
  margin: 0,
  padding: 0,
  fontSize: theme.fontSizes.sm,
  "& li": { display: "flex", justifyContent: "space-between", padding: theme.space(1.5, 0), borderBottom: `1px solid ${theme.colors.border}` },
}));

const Note = styled.p(({ theme }) => ({ marginTop: theme.space(2), fontSize: theme.fontSizes.xs, color: theme.colors.textSubtle }));
