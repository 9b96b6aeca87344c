import styled from "@emotion/styled";

export const HomePanelEmpty = styled.p(({ theme }) => ({ padding: theme.space(8, 0), textAlign: "center", color: theme.colors.textMuted }));
