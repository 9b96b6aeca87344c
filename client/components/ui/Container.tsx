import styled from "@emotion/styled";

/** Centres page content with the site's maximum width and side padding. */
export const Container = styled.div(({ theme }) => ({
  width: "100%",
  maxWidth: theme.layout.maxWidth,
  margin: "0 auto",
  padding: theme.space(0, 4),
  [theme.mq.md]: { padding: theme.space(0, 6) },
}));
