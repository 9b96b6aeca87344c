/** The "User (session)" shape of spec 001 §3, plus the admin flag the client needs. */
export const SESSION_USER_SELECT = {
  id: true,
  username: true,
  email: true,
  nickname: true,
  isTempPassword: true,
  isAdmin: true,
} as const;
export type SessionUser = { id: number; username: string; email: string; nickname: string | null; isTempPassword: boolean; isAdmin: boolean };

