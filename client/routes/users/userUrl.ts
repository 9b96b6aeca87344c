import type { LoaderFunctionArgs } from "react-router-dom";

/** The Relay global id of /users/{id}; a non-numeric id names no member (the page says so). */
export const userLoaderVariables = ({ params }: LoaderFunctionArgs) => {
  const n = Number(params.id);
  return { id: btoa(`User:${Number.isSafeInteger(n) && n > 0 ? n : 0}`) };
};

export const USER_TABS = [
  { key: "posts", label: "게시글" },
  { key: "comments", label: "댓글" },
  { key: "reviews", label: "카드 리뷰" },
  { key: "formationReviews", label: "포메이션 리뷰" },
] as const;
export type UserTab = (typeof USER_TABS)[number]["key"];

export const userTabOf = (value: string | null): UserTab => USER_TABS.find((t) => t.key === value)?.key ?? "posts";
