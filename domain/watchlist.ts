/** Watchlist (관심 선수) limits and messages, shared by the server's checks and the client's buttons. */
export const WATCHLIST_MAX = 200;
export const WATCHLIST_MESSAGES = {
  full: `관심 선수는 최대 ${WATCHLIST_MAX}명까지 등록할 수 있습니다.`,
  added: "관심 선수에 추가했습니다.",
  removed: "관심 선수에서 뺐습니다.",
  loginRequired: "관심 선수는 로그인 후 이용할 수 있습니다.",
} as const;
