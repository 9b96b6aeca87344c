import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import type { WatchButton_card$key } from "../../__generated__/WatchButton_card.graphql";
import { WATCHLIST_MESSAGES as M } from "../../../domain/watchlist";
import { getToken } from "../../auth/token";
import { useGoToLogin } from "../account/useLoginRedirect";
import { useToast } from "../ui/Toast";
import { HeartIcon } from "../ui/icons";
import { useToggleCardWatch } from "./useToggleCardWatch";

type Props = {
  cardRef: WatchButton_card$key;
  size?: "sm" | "md";
};

/** The heart that puts a card on the member's watchlist (관심 선수); a visitor is sent to log in. */
export function WatchButton({ cardRef, size = "sm" }: Props) {
  const card = useFragment(
    graphql`
      fragment WatchButton_card on Card {
        id
        name
        viewerWatches
      }
    `,
    cardRef,
  );
  const toast = useToast();
  const goToLogin = useGoToLogin();
  const [toggle] = useToggleCardWatch();
  const press = async () => {
    if (!getToken()) {
      toast({ title: "로그인 필요", text: M.loginRequired, tone: "error" });
      return goToLogin();
    }
    const error = await toggle(card.id, card.viewerWatches);
    if (error) toast({ title: "오류", text: error, tone: "error" });
  };
  const label = card.viewerWatches ? `${card.name} 관심 선수 해제` : `${card.name} 관심 선수 추가`;
  return (
    <Heart
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={card.viewerWatches}
      data-size={size}
      data-testid="watch-button"
      onClick={(event) => {
        // On a tile the heart sits over the card's link: it must not open the card.
        event.preventDefault();
        event.stopPropagation();
        void press();
      }}
    >
      <HeartIcon size={size === "sm" ? 18 : 22} fill={card.viewerWatches ? "currentColor" : "none"} />
    </Heart>
  );
}

const Heart = styled.button(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "36px",
  height: "36px",
  padding: 0,
  border: "none",
  borderRadius: theme.radii.pill,
  background: theme.colors.overlay,
  color: theme.colors.textMuted,
  cursor: "pointer",
  transition: `color ${theme.motion.fast}, transform ${theme.motion.fast}`,
  "&[aria-pressed=true]": { color: theme.colors.danger },
  "&:hover": { transform: "scale(1.08)" },
  "&[data-size=md]": { width: "44px", height: "44px" },
}));
