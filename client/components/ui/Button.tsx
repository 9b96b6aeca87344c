import styled from "@emotion/styled";
import type { Theme } from "@emotion/react";
import type { ComponentProps } from "react";
import { Link } from "react-router-dom";

export type ButtonVariant = "primary" | "secondary" | "ghost";
export type ButtonSize = "sm" | "md";

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; theme: Theme };

function buttonStyles({ variant = "primary", size = "md", theme }: StyleProps) {
  const palette = {
    primary: { bg: theme.colors.primary, hover: theme.colors.primaryHover, fg: theme.colors.onPrimary, border: "transparent" },
    secondary: { bg: theme.colors.surfaceRaised, hover: theme.colors.surfaceHover, fg: theme.colors.text, border: theme.colors.border },
    ghost: { bg: "transparent", hover: theme.colors.surfaceRaised, fg: theme.colors.text, border: "transparent" },
  }[variant];
  return {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: theme.space(2),
    minHeight: size === "sm" ? "34px" : "42px",
    padding: size === "sm" ? theme.space(1.5, 3) : theme.space(2.5, 4.5),
    borderRadius: theme.radii.md,
    border: `1px solid ${palette.border}`,
    background: palette.bg,
    color: palette.fg,
    fontSize: size === "sm" ? theme.fontSizes.sm : theme.fontSizes.md,
    fontWeight: theme.fontWeights.bold,
    lineHeight: 1.2,
    whiteSpace: "nowrap" as const,
    cursor: "pointer",
    transition: `background ${theme.motion.fast}`,
    "&:hover": { background: palette.hover },
    "&:disabled": { opacity: 0.5, cursor: "not-allowed" },
  };
}

const isStyleProp = (prop: string) => prop === "variant" || prop === "size";

const StyledButton = styled("button", {
  shouldForwardProp: (prop) => !isStyleProp(prop),
})<{ variant?: ButtonVariant; size?: ButtonSize }>(buttonStyles);

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ type = "button", ...rest }: ComponentProps<typeof StyledButton>) {
  return <StyledButton type={type} {...rest} />;
}

/** A router link that looks like a button. */
export const ButtonLink = styled(Link, {
  shouldForwardProp: (prop) => !isStyleProp(prop),
})<{ variant?: ButtonVariant; size?: ButtonSize }>(buttonStyles);
