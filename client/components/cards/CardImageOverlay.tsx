import styled from "@emotion/styled";
import { useState, type ReactNode } from "react";
import { commitLocalUpdate, graphql, useFragment, useRelayEnvironment } from "react-relay";
import type { CardImageOverlay_card$key } from "../../__generated__/CardImageOverlay_card.graphql";
import { useToast } from "../ui/Toast";
import { cardImageProblem, uploadCardImage } from "../../routes/admin/cardImageUpload";

interface CardImageOverlayProps {
  cardRef: CardImageOverlay_card$key;
  children: ReactNode;
}

/**
 * Admins only: a "이미지 변경" control over a card tile (shown on hover or keyboard focus). The
 * picked file (1 MB, JPG/PNG/GIF) goes through POST /api/cards/{id}/image, the admin editor's path;
 * the tile shows the new image at once.
 */
export function CardImageOverlay({ cardRef, children }: CardImageOverlayProps) {
  // The Relay id gets the new imageUrl; the database id names the upload path.
  const card = useFragment(
    graphql`
      fragment CardImageOverlay_card on Card {
        id
        databaseId
        name
      }
    `,
    cardRef,
  );
  const environment = useRelayEnvironment();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const change = async (file: File | undefined) => {
    if (!file) return;
    const problem = cardImageProblem(file);
    if (problem) return toast({ tone: "error", title: "이미지 변경 실패", text: problem });
    setBusy(true);
    try {
      const imageUrl = await uploadCardImage(card.databaseId, file);
      commitLocalUpdate(environment, (store) => store.get(card.id)?.setValue(imageUrl, "imageUrl"));
      toast({ tone: "success", title: "이미지가 변경되었습니다", text: card.name });
    } catch (error) {
      toast({ tone: "error", title: "이미지 변경 실패", text: error instanceof Error ? error.message : "알 수 없는 오류" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Wrap>
      {children}
      <Overlay data-busy={busy || undefined}>
        <span>{busy ? "업로드 중..." : "이미지 변경"}</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/gif"
          aria-label={`${card.name} 이미지 변경`}
          disabled={busy}
          onChange={(e) => {
            void change(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </Overlay>
    </Wrap>
  );
}

const Wrap = styled.div({ position: "relative", height: "100%", "&:hover > label": { opacity: 1 } });

const Overlay = styled.label(({ theme }) => ({
  position: "absolute",
  top: theme.space(2),
  right: theme.space(2),
  padding: theme.space(1, 2.5),
  borderRadius: theme.radii.pill,
  background: theme.colors.overlay,
  color: theme.colors.text,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.bold,
  cursor: "pointer",
  opacity: 0,
  transition: `opacity ${theme.motion.fast}`,
  // Hover on pointers, focus for keyboards, always on touch screens (no hover there).
  "&:focus-within, &[data-busy]": { opacity: 1 },
  "@media (hover: none)": { opacity: 1 },
  "& input": { position: "absolute", inset: 0, opacity: 0, cursor: "pointer", width: "100%" },
}));
