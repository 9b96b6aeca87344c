import { describe, expect, it } from "vitest";
import { finalConsonant, particleFor, withParticle } from "./korean";

describe("Korean particles", () => {
  it("picks the form from the last syllable's final consonant", () => {
    expect(withParticle("리뷰", "을/를")).toBe("리뷰를");
    expect(withParticle("게시글", "을/를")).toBe("게시글을");
    expect(withParticle("댓글", "이/가")).toBe("댓글이");
    expect(withParticle("리뷰", "이/가")).toBe("리뷰가");
    expect(withParticle("카드", "은/는")).toBe("카드는");
    expect(withParticle("선수", "과/와")).toBe("선수와");
    expect(withParticle("손흥민", "과/와")).toBe("손흥민과");
    expect(withParticle("포메이션", "이나/나")).toBe("포메이션이나");
  });

  it("takes 로 after a vowel or ㄹ and 으로 after other finals", () => {
    expect(withParticle("서울", "으로/로")).toBe("서울로");
    expect(withParticle("학교", "으로/로")).toBe("학교로");
    expect(withParticle("부산", "으로/로")).toBe("부산으로");
  });

  it("reads Latin letters as their Korean names", () => {
    expect(withParticle("ST", "으로/로")).toBe("ST로");
    expect(withParticle("CDM", "으로/로")).toBe("CDM으로");
    expect(withParticle("CAM", "을/를")).toBe("CAM을");
    expect(withParticle("LWB", "이/가")).toBe("LWB가");
    expect(withParticle("LB", "은/는")).toBe("LB는");
    expect(withParticle("RWL", "으로/로")).toBe("RWL로");
    expect(withParticle("mail", "을/를")).toBe("mail을");
  });

  it("reads digits and round numbers Sino-Korean", () => {
    expect(withParticle("4-4-2", "을/를")).toBe("4-4-2를");
    expect(withParticle("4-2-3-1", "을/를")).toBe("4-2-3-1을");
    expect(withParticle("3", "이/가")).toBe("3이");
    expect(withParticle("10", "이/가")).toBe("10이");
    expect(withParticle("100", "으로/로")).toBe("100으로");
    expect(withParticle("1000", "은/는")).toBe("1000은");
    expect(withParticle("0", "을/를")).toBe("0을");
    expect(withParticle("7", "으로/로")).toBe("7로");
  });

  it("skips closing brackets and punctuation and falls back to both forms when unreadable", () => {
    expect(withParticle("손흥민 (ST)", "을/를")).toBe("손흥민 (ST)를");
    expect(withParticle("'리뷰'", "이/가")).toBe("'리뷰'가");
    expect(particleFor("", "을/를")).toBe("을(를)");
    expect(particleFor("😀", "이/가")).toBe("이(가)");
    expect(finalConsonant("각")).toBe(1);
  });
});
