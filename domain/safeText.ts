import { formatCount } from "./numbers";

/** Said when any text carries a character no stored text may hold. */
export const UNSAFE_TEXT_MESSAGE = "입력값에 사용할 수 없는 문자(NUL 또는 깨진 유니코드)가 포함되어 있습니다.";

/**
 * How deep and how large one request's input may be. The client nests at most a few levels and
 * sends at most a few hundred values; these bounds are far above that and far below what costs.
 */
const INPUT_LIMITS = { depth: 64, values: 10_000 } as const;
export const INPUT_TOO_DEEP_MESSAGE = `입력값이 너무 깊게 중첩되어 있습니다. ${INPUT_LIMITS.depth}단계 이하로 보내주세요.`;
export const INPUT_TOO_LARGE_MESSAGE = `입력값의 항목이 너무 많습니다. ${formatCount(INPUT_LIMITS.values)}개 이하로 보내주세요.`;

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a string can be stored and shown: PostgreSQL refuses NUL in text, and a lone UTF-16
 * surrogate has no UTF-8 form. Every text input (REST bodies, paths and queries, GraphQL
 * arguments and variables) passes this one rule before any service sees it.
 */
export const isSafeText = (text: string) => !text.includes("\u0000") && !LONE_SURROGATE.test(text);

/** What is wrong with an input, and where (keys and indexes from the root). */
export interface InputProblem {
  path: string[];
  message: string;
}

/** One value still to look at; `parent` links to where it sits, so a path is built only when needed. */
interface Pending {
  value: unknown;
  key: string | null;
  parent: Pending | null;
  depth: number;
}

function pathOf(item: Pending | null, last?: string): string[] {
  const path: string[] = last === undefined ? [] : [last];
  for (let at = item; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The first problem anywhere in a parsed input (an unsafe string or key, nesting past
 * `INPUT_LIMITS.depth`, more than `INPUT_LIMITS.values` values), or null. Iterative, and it stops
 * at the first problem, so no input can make it recurse or run long: it is the bound every walk
 * over user input relies on.
 */
export function findInputProblem(value: unknown, limits: { depth: number; values: number } = INPUT_LIMITS): InputProblem | null {
  const stack: Pending[] = [{ value, key: null, parent: null, depth: 0 }];
  let seen = 0;
  while (stack.length > 0) {
    const item = stack.pop() as Pending;
    if (++seen > limits.values) return { path: [], message: INPUT_TOO_LARGE_MESSAGE };
    const current = item.value;
    if (typeof current === "string") {
      if (!isSafeText(current)) return { path: pathOf(item), message: UNSAFE_TEXT_MESSAGE };
      continue;
    }
    if (!current || typeof current !== "object") continue;
    if (item.depth >= limits.depth) return { path: pathOf(item), message: INPUT_TOO_DEEP_MESSAGE };
    const keys = Array.isArray(current) ? null : Object.keys(current);
    const size = keys ? keys.length : (current as unknown[]).length;
    if (seen + stack.length + size > limits.values) return { path: [], message: INPUT_TOO_LARGE_MESSAGE };
    if (keys) for (const key of keys) if (!isSafeText(key)) return { path: pathOf(item, key), message: UNSAFE_TEXT_MESSAGE };
    // Pushed in reverse so the first entry is looked at first, as a reader would find it.
    for (let i = size - 1; i >= 0; i--) {
      const key = keys ? keys[i] : String(i);
      const child = keys ? (current as Record<string, unknown>)[key] : (current as unknown[])[i];
      stack.push({ value: child, key, parent: item, depth: item.depth + 1 });
    }
  }
  return null;
}

/** The path of the first unsafe string (or object key) in an input, or null; any other problem is not its concern. */
export function findUnsafeText(value: unknown): string[] | null {
  const problem = findInputProblem(value, { depth: Infinity, values: Infinity });
  return problem?.message === UNSAFE_TEXT_MESSAGE ? problem.path : null;
}

const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests deeper than `INPUT_LIMITS.depth`, found by one pass over its bytes
 * (strings skipped) before JSON.parse: parsing an 8,000-deep 16 KB body costs ~50× a flat one.
 */
export function jsonNestsTooDeep(bytes: Uint8Array, limit: number = INPUT_LIMITS.depth): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === 0x5c) i++; // a backslash escapes the next byte
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (OPEN.has(byte)) {
      if (++depth > limit) return true;
    } else if (CLOSE.has(byte)) depth--;
  }
  return false;
}
