import styled from "@emotion/styled";
import { Button } from "../ui/Button";

export const ACTIVITY_PAGE_SIZE = 20;

type PagerProps = { total: number; offset: number; pageSize?: number; onOffset: (offset: number) => void };

/** "X-Y / N" footer, plus previous/numbered/next buttons only when there is more than one page. */
export function Pager({ total, offset, pageSize = ACTIVITY_PAGE_SIZE, onOffset }: PagerProps) {
  const pages = Math.ceil(total / pageSize);
  const current = Math.floor(offset / pageSize) + 1;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + pageSize, total);
  return (
    <Root>
      {pages > 1 ? (
        <Buttons aria-label="페이지 이동">
          <Button size="sm" variant="secondary" disabled={current === 1} onClick={() => onOffset(offset - pageSize)}>
            이전
          </Button>
          {Array.from({ length: pages }, (_, i) => i + 1)
            .filter((p) => Math.abs(p - current) <= 2 || p === 1 || p === pages)
            .map((p) => (
              <Button key={p} size="sm" variant={p === current ? "primary" : "ghost"} aria-current={p === current ? "page" : undefined} onClick={() => onOffset((p - 1) * pageSize)}>
                {p}
              </Button>
            ))}
          <Button size="sm" variant="secondary" disabled={current === pages} onClick={() => onOffset(offset + pageSize)}>
            다음
          </Button>
        </Buttons>
      ) : null}
      <Range>
        {first}-{last} / {total}
      </Range>
    </Root>
  );
}

const Root = styled.div(({ theme }) => ({ display: "grid", justifyItems: "center", gap: theme.space(2), marginTop: theme.space(4) }));
const Buttons = styled.nav(({ theme }) => ({ display: "flex", flexWrap: "wrap", gap: theme.space(1) }));
const Range = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));
