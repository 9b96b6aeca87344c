/**
 * Korean search with initial-consonant (초성) support, shared by the client filter and the server query.
 *
 * The server stores `searchKey(card.name, card.team, …)` in one column, e.g. "손흥민|ㅅㅎㅁ|토트넘".
 * A query matches when that column contains `normalizeSearch(query)`, i.e. a single
 * `WHERE search_key LIKE '%' || $1 || '%'` (Prisma: `{ searchKey: { contains: searchLikeOperand(q) } }`).
 * Plain text hits the normalised name, a consonant-only query hits the initials segment, and
 * normalisation strips "|" so no query can straddle two segments.
 */

/** The 19 initial consonants as compatibility jamo, in Unicode syllable order. */
const INITIAL_CONSONANTS = [
  "ㄱ", "ㄲ", "ㄴ", "ㄷ", "ㄸ", "ㄹ", "ㅁ", "ㅂ", "ㅃ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅉ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ",
] as const;

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const SYLLABLES_PER_INITIAL = 21 * 28; // vowels × finals
const CONJOINING_INITIAL_FIRST = 0x1100;
const CONJOINING_INITIAL_LAST = 0x1112;
const INITIAL_SET: ReadonlySet<string> = new Set(INITIAL_CONSONANTS);

// Some IMEs merge two consonants typed in a row (ㄱ then ㅅ becomes ㄳ); split them back.
const COMPOUND_CONSONANTS: Readonly<Record<string, string>> = {
  "ㄳ": "ㄱㅅ",
  "ㄵ": "ㄴㅈ",
  "ㄶ": "ㄴㅎ",
  "ㄺ": "ㄹㄱ",
  "ㄻ": "ㄹㅁ",
  "ㄼ": "ㄹㅂ",
  "ㄽ": "ㄹㅅ",
  "ㄾ": "ㄹㅌ",
  "ㄿ": "ㄹㅍ",
  "ㅀ": "ㄹㅎ",
  "ㅄ": "ㅂㅅ",
};

/** Replaces each Hangul syllable by its initial consonant; other characters are kept. */
export function initials(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    out +=
      code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST
        ? INITIAL_CONSONANTS[Math.floor((code - SYLLABLE_FIRST) / SYLLABLES_PER_INITIAL)]
        : ch;
  }
  return out;
}

/**
 * Lower-case, no whitespace, no "|" (the key separator), NFC so decomposed Hangul from
 * macOS input matches, lone conjoining initials and compound consonants as compatibility jamo.
 */
export function normalizeSearch(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC").toLowerCase()) {
    const code = ch.codePointAt(0) ?? 0;
    if (/\s/u.test(ch) || ch === "|") continue;
    if (code >= CONJOINING_INITIAL_FIRST && code <= CONJOINING_INITIAL_LAST) {
      out += INITIAL_CONSONANTS[code - CONJOINING_INITIAL_FIRST];
    } else {
      out += COMPOUND_CONSONANTS[ch] ?? ch;
    }
  }
  return out;
}

/** True when the query is made only of initial consonants, e.g. "ㅅㅎㅁ" or "ㅇ". */
export function isInitialsQuery(query: string): boolean {
  const q = normalizeSearch(query);
  return q.length > 0 && [...q].every((ch) => INITIAL_SET.has(ch));
}

/**
 * The stored search column: the normalised name, its initials, then each extra field
 * (team, league, nation) normalised. Extra fields get no initials segment so that a
 * one-consonant query such as "ㅇ" stays about player names.
 */
export function searchKey(name: string, ...extraFields: readonly (string | null | undefined)[]): string {
  const normalisedName = normalizeSearch(name);
  const extras = extraFields.map((f) => normalizeSearch(f ?? "")).filter((f) => f.length > 0);
  return [normalisedName, initials(normalisedName), ...extras].join("|");
}

/** Escapes LIKE wildcards; Prisma's `contains` passes `%` and `_` through unescaped (prisma/prisma#19506). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The operand for `contains` / `LIKE '%…%'` on the search-key column. */
export function searchLikeOperand(query: string): string {
  return escapeLike(normalizeSearch(query));
}

/** A syllable or an initial consonant at one position of a mixed query, as a POSIX/JS regex piece. */
function positionPattern(ch: string): string {
  const index = INITIAL_CONSONANTS.indexOf(ch as (typeof INITIAL_CONSONANTS)[number]);
  if (index < 0) return ch.replace(/[\\^$.*+?()[\]{}|]/g, (c) => `\\${c}`);
  const first = String.fromCodePoint(SYLLABLE_FIRST + index * SYLLABLES_PER_INITIAL);
  const last = String.fromCodePoint(SYLLABLE_FIRST + (index + 1) * SYLLABLES_PER_INITIAL - 1);
  return `[${ch}${first}-${last}]`;
}

/**
 * How a query matches the search-key column: `"searchKey" LIKE '%' || like || '%'` (trigram
 * indexed) and, for a query mixing syllables and initials ("김ㅅㅎ", "ㅂ승"), also
 * `"searchKey" ~ nameRegex`: each position matches the syllable typed or any syllable with the
 * initial typed, within the name. The LIKE then holds the query's initials, which the initials
 * segment of every such name contains, so the index still narrows the rows. Null for a blank query.
 */
export function searchMatch(query: string): { like: string; nameRegex: string | null } | null {
  const q = normalizeSearch(query);
  if (!q) return null;
  const chars = [...q];
  const mixed = chars.some((ch) => INITIAL_SET.has(ch)) && !chars.every((ch) => INITIAL_SET.has(ch));
  if (!mixed) return { like: escapeLike(q), nameRegex: null };
  return { like: escapeLike(initials(q)), nameRegex: `^[^|]*${chars.map(positionPattern).join("")}` };
}

const unescapeLike = (operand: string) => operand.replace(/\\(.)/g, "$1");

/** Client-side twin of the server match; an empty query matches everything. */
export function matchesSearch(
  name: string,
  query: string,
  extraFields: readonly (string | null | undefined)[] = [],
): boolean {
  const match = searchMatch(query);
  if (!match) return true;
  const key = searchKey(name, ...extraFields);
  return key.includes(unescapeLike(match.like)) && (match.nameRegex === null || new RegExp(match.nameRegex, "u").test(key));
}

/**
 * A query as a regex over a normalised name where each initial consonant also matches any syllable
 * with that initial ("ㅂㅈ", "박ㅈ" and "박지" all match "박지성"); null for a blank query. Unanchored:
 * prefix `^` to match the start only. Used where no search-key column exists (member nicknames).
 */
export function initialsPattern(query: string): string | null {
  const q = normalizeSearch(query);
  return q ? [...q].map(positionPattern).join("") : null;
}
