/** The signed-in user as the client keeps it (id, names, level), plus the admin flag. */
export const SESSION_USER_SELECT = {
  id: true,
  username: true,
  email: true,
  nickname: true,
  isTempPassword: true,
  isAdmin: true,
} as const;
export type SessionUser = { id: number; username: string; email: string; nickname: string | null; isTempPassword: boolean; isAdmin: boolean };

