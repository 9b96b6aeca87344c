/**
 * Korean particles chosen from the word they follow ("리뷰를", "게시글을", "CDM으로"), instead of
 * the clumsy "을(를)" form.
 */

/** Particle pairs written "after a final consonant / after a vowel". */
export type Particle = "을/를" | "이/가" | "은/는" | "과/와" | "으로/로" | "이나/나";

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
/** Index of ㄹ among the 28 finals (0 = none): "으로/로" takes "로" after ㄹ too ("서울로"). */
const FINAL_RIEUL = 8;

/** Final consonants of Latin letters as Koreans read them (엘, 엠, 엔, 알); the rest end in a vowel. */
const LETTER_FINALS: Readonly<Record<string, number>> = { l: FINAL_RIEUL, m: 16, n: 4, r: FINAL_RIEUL };
/** Final consonants of digits read Sino-Korean: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_FINALS = [21, FINAL_RIEUL, 0, 16, 0, 0, 1, FINAL_RIEUL, FINAL_RIEUL, 0] as const;
/** Round numbers end in the unit: 십 (ㅂ), 백 (ㄱ), 천 (ㄴ), 만 (ㄴ). */
const TRAILING_ZERO_FINALS = [17, 1, 4, 4] as const;

/**
 * The final consonant (jongseong index 1-27, 0 for none) of how `word` ends when read aloud,
 * or null when it has nothing readable at its end. Trailing punctuation and brackets are skipped.
 */
export function finalConsonant(word: string): number | null {
  const chars = Array.from(word.trim());
  for (let i = chars.length - 1; i >= 0; i--) {
    const ch = chars[i];
    const code = ch.codePointAt(0) ?? 0;
    if (code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST) return (code - SYLLABLE_FIRST) % 28;
    if (/[0-9]/.test(ch)) return numberFinal(chars.slice(0, i + 1).join(""));
    if (/[a-z]/i.test(ch)) return LETTER_FINALS[ch.toLowerCase()] ?? 0;
    if (!/[\s)\]}"'”’»〉》」』.,!?…]/.test(ch)) return null;
  }
  return null;
}

function numberFinal(text: string): number {
  const digits = /[0-9]+$/.exec(text)?.[0] ?? "0";
  const zeros = /0*$/.exec(digits)?.[0].length ?? 0;
  if (zeros === 0 || zeros === digits.length) return DIGIT_FINALS[Number(digits.at(-1))];
  return TRAILING_ZERO_FINALS[Math.min(zeros, TRAILING_ZERO_FINALS.length) - 1];
}

/** The particle form that follows `word`, e.g. particleFor("리뷰", "을/를") → "를". */
export function particleFor(word: string, particle: Particle): string {
  const [afterConsonant, afterVowel] = particle.split("/");
  const final = finalConsonant(word);
  if (final === null) return `${afterConsonant}(${afterVowel})`;
  if (particle === "으로/로" && final === FINAL_RIEUL) return afterVowel;
  return final === 0 ? afterVowel : afterConsonant;
}

/** `word` followed by its particle: withParticle("게시글", "을/를") → "게시글을". */
export function withParticle(word: string, particle: Particle): string {
  return `${word}${particleFor(word, particle)}`;
}
