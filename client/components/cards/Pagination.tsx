import styled from "@emotion/styled";
import { pageWindow } from "../../../domain/cardSearch";
import { controlSurface, selectedControl } from "../ui/surfaces";

type PaginationProps = { page: number; pageCount: number; onChange: (page: number) => void };

/** Numbered pages with two siblings each side, previous and next. */
export function Pagination({ page, pageCount, onChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label="페이지">
      <PageButton type="button" disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label="이전 페이지">
        ‹
      </PageButton>
      {pageWindow(page, pageCount).map((p, i) =>
        p === 0 ? (
          <Gap key={`gap-${i}`} aria-hidden="true">…</Gap>
        ) : (
          <PageButton key={p} type="button" aria-current={p === page ? "page" : undefined} aria-label={`${p} 페이지`} onClick={() => onChange(p)}>
            {p}
          </PageButton>
        ),
      )}
      <PageButton type="button" disabled={page >= pageCount} onClick={() => onChange(page + 1)} aria-label="다음 페이지">
        ›
      </PageButton>
    </Nav>
  );
}

const Nav = styled.nav(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: theme.space(1),
  padding: theme.space(6, 0),
}));

const PageButton = styled.button(({ theme }) => ({
  minWidth: "38px",
  height: "38px",
  padding: theme.space(0, 2),
  borderRadius: theme.radii.sm,
  ...controlSurface(theme),
  fontFamily: theme.fonts.numeric,
  cursor: "pointer",
  "&[aria-current=page]": { ...selectedControl(theme), fontWeight: theme.fontWeights.bold },
  "&:disabled": { opacity: 0.4, cursor: "not-allowed" },
  "&:not(:disabled):hover": { borderColor: theme.colors.primary },
}));

const Gap = styled.span(({ theme }) => ({ alignSelf: "center", color: theme.colors.textSubtle, padding: theme.space(0, 1) }));
