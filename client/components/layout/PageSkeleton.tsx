import styled from "@emotion/styled";
import { Container } from "../ui/Container";
import { Skeleton } from "../ui/Skeleton";

/** Placeholder while a page's data loads. */
export function PageSkeleton() {
  return (
    <Wrap aria-busy="true" aria-label="불러오는 중">
      <Skeleton height="auto" radius="16px" width="100%" />
      <Skeleton height="28px" width="40%" />
      <Skeleton height="120px" />
    </Wrap>
  );
}

const Wrap = styled(Container)(({ theme }) => ({
  display: "grid",
  gap: theme.space(4),
  paddingTop: theme.space(6),
  "& > div:first-of-type": { aspectRatio: "1920 / 400" },
}));
