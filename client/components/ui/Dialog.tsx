import styled from "@emotion/styled";
import { useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { IconButton } from "./IconButton";
import { CloseIcon } from "./icons";
import { useModalLayer } from "./useModalLayer";
import { panelSurface } from "./surfaces";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Optional line under the title, also used as the accessible description. */
  description?: ReactNode;
};

/** Modal dialog: labelled by its title, closes on Escape, the close button or a backdrop click. */
export function Dialog({ open, onClose, title, description, children }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModalLayer(open, onClose, panelRef);
  if (!open) return null;

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <Head>
          <div>
            <Title id={titleId}>{title}</Title>
            {description ? <Description id={descriptionId}>{description}</Description> : null}
          </div>
          <IconButton label="닫기" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Head>
        <Body>{children}</Body>
      </Panel>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled.div(({ theme }) => ({
  position: "fixed",
  inset: 0,
  zIndex: theme.zIndices.dialog,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: theme.space(4),
  background: theme.colors.overlay,
}));

const Panel = styled.div(({ theme }) => ({
  display: "flex",
  flexDirection: "column",
  width: "100%",
  maxWidth: "640px",
  maxHeight: "min(85vh, 800px)",
  ...panelSurface(theme),
  boxShadow: theme.shadows.overlay,
  "&:focus": { outline: "none" },
}));

const Head = styled.div(({ theme }) => ({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: theme.space(3),
  padding: theme.space(4, 4, 3, 5),
  borderBottom: `1px solid ${theme.colors.border}`,
}));

const Title = styled.h2(({ theme }) => ({ fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold }));

const Description = styled.p(({ theme }) => ({ marginTop: theme.space(1), fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));

const Body = styled.div(({ theme }) => ({
  overflowY: "auto",
  padding: theme.space(4, 5, 5),
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));
