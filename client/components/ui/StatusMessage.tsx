import styled from "@emotion/styled";
import type { ReactNode } from "react";

type StatusMessageProps = {
  /** Large decorative text above the title, e.g. "404". */
  badge?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  /** "h1" for whole-page states (default), "h2" inside a page. */
  headingLevel?: "h1" | "h2";
};

/** Centred page state: not found, coming soon, errors. */
export function StatusMessage({ badge, title, children, action, headingLevel = "h1" }: StatusMessageProps) {
  const Heading = headingLevel;
  return (
    <Center>
      {badge ? <Badge aria-hidden="true">{badge}</Badge> : null}
      <Heading>{title}</Heading>
      {children ? <Text>{children}</Text> : null}
      {action}
    </Center>
  );
}

const Center = styled.div(({ theme }) => ({
  display: "grid",
  justifyItems: "center",
  gap: theme.space(4),
  padding: theme.space(20, 4),
  textAlign: "center",
  "& h1, & h2": { fontSize: theme.fontSizes.xxl, fontWeight: theme.fontWeights.heavy },
}));

const Badge = styled.div(({ theme }) => ({
  fontSize: "4rem",
  fontWeight: theme.fontWeights.heavy,
  lineHeight: 1,
  color: theme.colors.primary,
}));

const Text = styled.p(({ theme }) => ({ color: theme.colors.textMuted }));
