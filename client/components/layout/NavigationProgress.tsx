import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { useNavigation } from "react-router-dom";

const grow = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(0.85); }
`;

/** Thin bar at the top of the page while the next route's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return <Bar role="progressbar" aria-label="페이지 불러오는 중" />;
}

const Bar = styled.div(({ theme }) => ({
  position: "fixed",
  top: 0,
  left: 0,
  right: 0,
  zIndex: theme.zIndices.dialog,
  height: "3px",
  background: theme.colors.primary,
  transformOrigin: "left",
  animation: `${grow} 2s ease-out forwards`,
}));
