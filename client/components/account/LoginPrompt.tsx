import styled from "@emotion/styled";
import { ButtonLink } from "../ui/Button";
import { useLoginPath } from "./useLoginRedirect";

/** Where a visitor would write (a comment, a reply): why they cannot yet, and login that brings them back here. */
export function LoginPrompt({ text }: { text: string }) {
  const loginPath = useLoginPath();
  return (
    <Box>
      <span>{text}</span>
      <ButtonLink to={loginPath} size="sm" variant="secondary">
        로그인
      </ButtonLink>
    </Box>
  );
}

const Box = styled.p(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: theme.space(2),
  margin: 0,
  padding: theme.space(2, 3),
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
}));
