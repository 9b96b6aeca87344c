/** The name shown for a user everywhere: nickname, or 사용자{id} when none was set. */
export function displayName(user: { id: number; nickname: string | null }) {
  const nickname = user.nickname?.trim();
  return nickname ? nickname : `사용자${user.id}`;
}
