/**
 * Player identity: the versions of one player (LIVE, TOTY, ICON … cards of the same person) share
 * a `playerKey`. The importer may set it (two players with one name stay apart); otherwise it is
 * the name without spaces, lower-cased. The migration that added the column back-filled existing
 * cards with the same rule in SQL (lower(regexp_replace(name, '\s', '', 'g'))).
 */

export const PLAYER_KEY_MAX = 100;

export function derivePlayerKey(name: string): string {
  return name.normalize("NFC").replace(/\s+/g, "").toLowerCase().slice(0, PLAYER_KEY_MAX);
}

/** The key a card is stored with: the given one (trimmed) when present, else derived from the name. */
export function playerKeyOf(name: string, given?: string | null): string {
  const key = given?.trim();
  return key ? key.slice(0, PLAYER_KEY_MAX) : derivePlayerKey(name);
}
