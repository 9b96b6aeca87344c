import styled from "@emotion/styled";
import { Link, useLocation } from "react-router-dom";
import { ListMessage } from "./CardGrid";

/** True when a page number or offset lies past the last page of a list that has cards. */
export const isPastLastPage = (list: { totalCount: number; edges: readonly unknown[] }) => list.edges.length === 0 && list.totalCount > 0;

/**
 * Shown instead of the count, list and pages when the URL's page lies past the end: the list has
 * cards, just not on this page. The link drops `pageParam` (page or offset) and keeps the filters.
 */
export function PastLastPage({ pageParam }: { pageParam: "page" | "offset" }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete(pageParam);
  const search = params.toString();
  return (
    <ListMessage role="status">
      이 페이지에는 카드가 없습니다
      <br />
      <FirstPage to={{ pathname: location.pathname, search: search ? `?${search}` : "" }}>1페이지로 이동</FirstPage>
    </ListMessage>
  );
}

const FirstPage = styled(Link)(({ theme }) => ({
  display: "inline-block",
  marginTop: theme.space(3),
  color: theme.colors.primary,
  fontWeight: theme.fontWeights.bold,
}));
