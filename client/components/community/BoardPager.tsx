import styled from "@emotion/styled";
import { pageWindow } from "../../../domain/cardSearch";
import { controlSurface, selectedControl } from "../ui/surfaces";

type BoardPagerProps = { page: number; pageCount: number; onChange: (page: number) => void };

/** First, previous, numbered pages with ellipsis, next and last (spec: community pager). */
export function BoardPager({ page, pageCount, onChange }: BoardPagerProps) {
  if (pageCount <= 1) return null;
  const button = (target: number, label: string, text: string) => (
    <PageButton type="button" disabled={target === page || target < 1 || target > pageCount} aria-label={label} onClick={() => onChange(target)}>
      {text}
    </PageButton>
  );
  return (
    <Nav aria-label="페이지">
      {button(1, "첫 페이지", "«")}
      {button(page - 1, "이전 페이지", "‹")}
      {pageWindow(page, pageCount).map((p, i) =>
        p === 0 ? (
          <Gap key={`gap-${i}`} aria-hidden="true">…</Gap>
        ) : (
          <PageButton key={p} type="button" aria-current={p === page ? "page" : undefined} aria-label={`${p} 페이지`} onClick={() => onChange(p)}>
            {p}
          </PageButton>
        ),
      )}
      {button(page + 1, "다음 페이지", "›")}
      {button(pageCount, "마지막 페이지", "»")}
    </Nav>
  );
}

const Nav = styled.nav(({ theme }) => ({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: theme.space(1), padding: theme.space(4, 0) }));
const PageButton = styled.button(({ theme }) => ({
  minWidth: "36px", height: "36px", padding: theme.space(0, 2), borderRadius: theme.radii.sm,
  ...controlSurface(theme), cursor: "pointer",
  "&[aria-current=page]": { ...selectedControl(theme), fontWeight: theme.fontWeights.bold },
  "&:disabled": { opacity: 0.4, cursor: "not-allowed" },
}));
const Gap = styled.span(({ theme }) => ({ alignSelf: "center", color: theme.colors.textSubtle }));
