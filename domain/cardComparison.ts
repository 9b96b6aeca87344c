/** A card comparison holds two to four cards (`/compare?cards=1,2,3`). */
export const CARD_COMPARE_MIN = 2;
export const CARD_COMPARE_MAX = 4;
export const CARD_COMPARE_COUNT_MESSAGE = `카드는 ${CARD_COMPARE_MIN}~${CARD_COMPARE_MAX}장까지 비교할 수 있습니다.`;

/** Card ids from the `cards` parameter, in order, without repeats; anything that is not an id is dropped. */
export function parseCompareIds(text: string | null): number[] {
  const ids = (text ?? "").split(",").map((s) => s.trim()).filter((s) => /^[1-9]\d{0,15}$/.test(s)).map(Number);
  return [...new Set(ids.filter(Number.isSafeInteger))];
}

export function compareCountOk(ids: readonly number[]): boolean {
  return ids.length >= CARD_COMPARE_MIN && ids.length <= CARD_COMPARE_MAX;
}

export function comparePath(ids: readonly number[]): string {
  return `/compare?cards=${ids.join(",")}`;
}

/**
 * Which columns hold the better value of a row: the highest number, ties all marked; nothing when
 * fewer than two cards have a value (there is nothing to beat).
 */
export function bestColumns(values: readonly (number | null | undefined)[]): Set<number> {
  const present = values.filter((v): v is number => typeof v === "number");
  if (present.length < 2) return new Set();
  const max = Math.max(...present);
  if (present.every((v) => v === max)) return new Set();
  return new Set(values.flatMap((v, i) => (v === max ? [i] : [])));
}

export const CARD_COMPARE_FULL_MESSAGE = `카드는 최대 ${CARD_COMPARE_MAX}장까지 비교할 수 있습니다. 비교 중인 카드를 하나 빼고 추가해 주세요.`;

/** True when adding `id` would pass four picks: the user chooses which card to drop, never us. */
export function compareIsFull(picked: readonly number[], id: number): boolean {
  return !picked.includes(id) && picked.length >= CARD_COMPARE_MAX;
}

/** Adds a card to a picked list or removes it when present; a full list stays as it is. */
export function togglePicked(picked: readonly number[], id: number): number[] {
  if (picked.includes(id)) return picked.filter((p) => p !== id);
  return compareIsFull(picked, id) ? [...picked] : [...picked, id];
}
