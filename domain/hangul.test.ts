import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  initials,
  normalizeSearch,
  isInitialsQuery,
  searchKey,
  matchesSearch,
  escapeLike,
  searchLikeOperand,
  searchMatch,
} from "./hangul";

// Stand-in for the server's `search_key LIKE '%' || operand || '%'` (backslash escapes, as in PostgreSQL).
function sqlLike(column: string, operand: string): boolean {
  const source = operand.replace(/\\(.)|([%_])|([^\\%_])/g, (_, escaped: string, wild: string, plain: string) => {
    if (escaped) return escaped.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (wild) return wild === "%" ? ".*" : ".";
    return plain.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  });
  return new RegExp(`^.*${source}.*$`, "su").test(column);
}

describe("initials", () => {
  it("turns each syllable into its initial consonant and keeps everything else", () => {
    expect(initials("손흥민")).toBe("ㅅㅎㅁ");
    expect(initials("까꿍 빵")).toBe("ㄲㄲ ㅃ");
    expect(initials("가힣")).toBe("ㄱㅎ");
    expect(initials("Son 7")).toBe("Son 7");
  });
});

describe("normalizeSearch", () => {
  it("lower-cases and drops whitespace and the key separator", () => {
    expect(normalizeSearch("  Son  Heung\tMin ")).toBe("sonheungmin");
    expect(normalizeSearch("a|b")).toBe("ab");
  });

  it("composes decomposed Hangul and splits IME compound consonants", () => {
    expect(normalizeSearch("손흥민".normalize("NFD"))).toBe("손흥민");
    expect(normalizeSearch("ㄳ")).toBe("ㄱㅅ");
    expect(normalizeSearch("\u1109\u1112")).toBe("ㅅㅎ");
  });
});

describe("isInitialsQuery", () => {
  it("is true only for consonant-only queries", () => {
    expect(isInitialsQuery("ㅅㅎㅁ")).toBe(true);
    expect(isInitialsQuery(" ㅅ ㅎ ")).toBe(true);
    expect(isInitialsQuery("ㅇ")).toBe(true);
    expect(isInitialsQuery("손ㅎ")).toBe(false);
    expect(isInitialsQuery("son")).toBe(false);
    expect(isInitialsQuery("   ")).toBe(false);
    expect(isInitialsQuery("ㅏ")).toBe(false);
  });
});

describe("matchesSearch", () => {
  it("matches initials against names", () => {
    expect(matchesSearch("손흥민", "ㅅㅎㅁ")).toBe(true);
    expect(matchesSearch("손흥민", "ㅎㅁ")).toBe(true);
    expect(matchesSearch("손흥민", "ㅅㅁ")).toBe(false);
    expect(matchesSearch("이강인", "ㅇ")).toBe(true);
    expect(matchesSearch("오현규", "ㅇ")).toBe(true);
    expect(matchesSearch("김민재", "ㅇ")).toBe(false);
  });

  it("ignores spaces and Latin case", () => {
    expect(matchesSearch("손 흥민", "손흥 민")).toBe(true);
    expect(matchesSearch("Son Heung-min", "SON heung")).toBe(true);
    expect(matchesSearch("Kevin De Bruyne", "debruyne")).toBe(true);
    expect(matchesSearch("손흥민", "박지성")).toBe(false);
  });

  it("matches team, league and nation by text but not by initials", () => {
    expect(matchesSearch("손흥민", "토트넘", ["토트넘", "프리미어리그", "대한민국"])).toBe(true);
    expect(matchesSearch("김민재", "ㅌㅌㄴ", ["토트넘"])).toBe(false);
  });

  it("matches a query mixing syllables and initials position by position, in the name", () => {
    expect(matchesSearch("김시희", "김ㅅㅎ")).toBe(true);
    expect(matchesSearch("김시희", "ㄱ시ㅎ")).toBe(true);
    expect(matchesSearch("박승용", "ㅂ승")).toBe(true);
    expect(matchesSearch("박승용", "승ㅇ")).toBe(true);
    expect(matchesSearch("김상훈", "김ㅅㅎ")).toBe(true);
    expect(matchesSearch("고선훈", "김ㅅㅎ")).toBe(false);
    expect(matchesSearch("박승용", "ㅂ용")).toBe(false);
    expect(matchesSearch("김민재", "ㅂ승", ["부승FC"])).toBe(false);
  });

  it("builds the server's LIKE operand and name regex for mixed queries", () => {
    expect(searchMatch("김ㅅㅎ")).toEqual({ like: "ㄱㅅㅎ", nameRegex: "^[^|]*김[ㅅ사-싷][ㅎ하-힣]" });
    expect(searchMatch("손흥민")).toEqual({ like: "손흥민", nameRegex: null });
    expect(searchMatch("ㅅㅎㅁ")).toEqual({ like: "ㅅㅎㅁ", nameRegex: null });
    expect(searchMatch("  ")).toBeNull();
    expect(searchMatch("ㅂ.*")?.nameRegex).toBe("^[^|]*[ㅂ바-빟]\\.\\*");
  });

  it("matches everything for an empty query", () => {
    expect(matchesSearch("손흥민", "")).toBe(true);
    expect(matchesSearch("손흥민", "   ")).toBe(true);
  });
});

describe("server search key", () => {
  it("stores the normalised name, its initials and extra fields", () => {
    expect(searchKey("손 흥민", "Tottenham", null, "")).toBe("손흥민|ㅅㅎㅁ|tottenham");
  });

  it("escapes LIKE wildcards", () => {
    expect(escapeLike("100%_a\\b")).toBe("100\\%\\_a\\\\b");
    expect(searchLikeOperand(" 50 % ")).toBe("50\\%");
  });

  it("agrees with the client match for any name and query", () => {
    const hangul = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCodePoint(c));
    const consonant = fc.constantFrom("ㄱ", "ㄴ", "ㅅ", "ㅇ", "ㅎ", "ㄳ");
    const other = fc.constantFrom("a", "B", " ", "%", "_", "|", "\\", "7");
    const text = fc.array(fc.oneof(hangul, consonant, other), { maxLength: 8 }).map((a) => a.join(""));
    fc.assert(
      fc.property(text, text, (name, query) => {
        expect(sqlLike(searchKey(name), searchLikeOperand(query))).toBe(matchesSearch(name, query));
      }),
      { numRuns: 500 },
    );
  });

  it("finds a name by any run of its own initials", () => {
    const name = fc.array(fc.integer({ min: 0xac00, max: 0xd7a3 }), { minLength: 1, maxLength: 6 }).map((cs) => String.fromCodePoint(...cs));
    fc.assert(
      fc.property(name, fc.nat(), fc.nat(), (n, a, b) => {
        const chosung = initials(n);
        const start = a % chosung.length;
        const end = start + 1 + (b % (chosung.length - start));
        expect(matchesSearch(n, chosung.slice(start, end))).toBe(true);
      }),
    );
  });
});
