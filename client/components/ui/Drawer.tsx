import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { IconButton } from "./IconButton";
import { CloseIcon } from "./icons";
import { useModalLayer } from "./useModalLayer";

type DrawerProps = {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the panel. */
  label: string;
  /** Shown in the panel's top bar beside the close button. */
  heading?: ReactNode;
  id?: string;
  children: ReactNode;
};

/** Side panel sliding in from the right; closes on Escape, the close button or a backdrop click. */
export function Drawer({ open, onClose, label, heading, id, children }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useModalLayer(open, onClose, panelRef);
  if (!open) return null;

  return createPortal(
    <Backdrop
      data-testid="drawer-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel ref={panelRef} id={id} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        <Bar>
          {heading}
          <IconButton label="메뉴 닫기" onClick={onClose} data-autofocus>
            <CloseIcon />
          </IconButton>
        </Bar>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const Backdrop = styled.div(({ theme }) => ({
  position: "fixed",
  inset: 0,
  zIndex: theme.zIndices.drawer,
  background: theme.colors.overlay,
}));

const Panel = styled.div(({ theme }) => ({
  position: "absolute",
  top: 0,
  right: 0,
  bottom: 0,
  display: "flex",
  flexDirection: "column",
  width: "min(320px, 86vw)",
  overflowY: "auto",
  background: theme.colors.surface,
  borderLeft: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadows.overlay,
  animation: `${slideIn} ${theme.motion.normal}`,
  "&:focus": { outline: "none" },
}));

const Bar = styled.div(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: theme.space(2),
  minHeight: theme.layout.headerHeight,
  padding: theme.space(0, 2, 0, 4),
  borderBottom: `1px solid ${theme.colors.border}`,
}));
