import styled from "@emotion/styled";
import { BEST_DEFAULT_PERIOD, BEST_DEFAULT_SORT, BEST_POST_RULE, POST_PERIODS, POST_SORTS, type PostPeriod } from "../../../domain/bestPosts";
import { controlSurface, selectedControl } from "../ui/surfaces";

type Sort = (typeof POST_SORTS)[number]["key"];

/**
 * The 인기 tab's sort (추천순, 조회순, 댓글순) and period (오늘, 이번 주, 이번 달), with the rule
 * stated; `onChange` gets the URL patch (null for a default, which the URL leaves out).
 */
export function BestListControls({ sort, period, onChange }: { sort: Sort; period: PostPeriod; onChange: (patch: Record<string, string | null>) => void }) {
  return (
    <Wrap>
      <Group role="group" aria-label="인기글 정렬">
        {POST_SORTS.map((s) => (
          <Choice key={s.key} type="button" aria-pressed={s.key === sort} onClick={() => onChange({ sort: s.key === BEST_DEFAULT_SORT ? null : s.key })}>
            {s.label}
          </Choice>
        ))}
      </Group>
      <Group role="group" aria-label="인기글 기간">
        {POST_PERIODS.map((p) => (
          <Choice key={p.key} type="button" aria-pressed={p.key === period} onClick={() => onChange({ period: p.key === BEST_DEFAULT_PERIOD ? null : p.key })}>
            {p.label}
          </Choice>
        ))}
      </Group>
      <Rule>
        추천에서 비추천을 뺀 값이 {BEST_POST_RULE.minScore} 이상인 최근 {BEST_POST_RULE.windowDays}일 이내의 글
      </Rule>
    </Wrap>
  );
}

const Wrap = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: theme.space(2, 3) }));
const Group = styled.div(({ theme }) => ({ display: "flex", gap: theme.space(1) }));
const Choice = styled.button(({ theme }) => ({
  padding: theme.space(1, 3), borderRadius: theme.radii.pill, ...controlSurface(theme),
  color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, cursor: "pointer",
  "&[aria-pressed=true]": { ...selectedControl(theme), fontWeight: theme.fontWeights.bold },
}));
const Rule = styled.p(({ theme }) => ({ flexBasis: "100%", fontSize: theme.fontSizes.xs, color: theme.colors.textSubtle }));
