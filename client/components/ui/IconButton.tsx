import styled from "@emotion/styled";
import type { ComponentProps, ReactNode } from "react";

type IconButtonProps = Omit<ComponentProps<typeof Base>, "aria-label" | "children"> & {
  /** Accessible name; icon buttons have no visible text. */
  label: string;
  children: ReactNode;
};

/** A square button holding one icon, named by `label`. */
export function IconButton({ label, type = "button", children, ...rest }: IconButtonProps) {
  return (
    <Base type={type} aria-label={label} title={label} {...rest}>
      {children}
    </Base>
  );
}

const Base = styled.button(({ theme }) => ({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "40px",
  height: "40px",
  flexShrink: 0,
  padding: 0,
  border: "none",
  borderRadius: theme.radii.md,
  background: "transparent",
  color: theme.colors.text,
  cursor: "pointer",
  transition: `background ${theme.motion.fast}`,
  "&:hover": { background: theme.colors.surfaceRaised },
}));
