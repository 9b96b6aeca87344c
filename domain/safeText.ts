/** Said when any text carries a character no stored text may hold. */
export const UNSAFE_TEXT_MESSAGE = "입력값에 사용할 수 없는 문자(NUL 또는 깨진 유니코드)가 포함되어 있습니다.";

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a string can be stored and shown: PostgreSQL refuses NUL in text, and a lone UTF-16
 * surrogate has no UTF-8 form. Every text input (REST bodies, paths and queries, GraphQL
 * arguments and variables) passes this one rule before any service sees it.
 */
export const isSafeText = (text: string) => !text.includes("\u0000") && !LONE_SURROGATE.test(text);

/** The path of the first unsafe string (or object key) anywhere in a parsed input, or null. */
export function findUnsafeText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return isSafeText(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) return [...path, key];
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
