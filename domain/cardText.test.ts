import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DETAILED_STATS, GK_STATS } from "./stats";
import { CARD_POSITIONS } from "./cardForm";
import { TEXT_EMPTY, TEXT_FORMAT_ERROR, parseCardText, printCardText, type ParsedCardText } from "./cardText";

const SON = `115 ST 손흥민
팀 토트넘 홋스퍼 / 리그 프리미어 리그 / 국적 대한민국
키 183cm 몸무게 78kg
개인기 ★★★★☆   왼발 4 오른발 5   체력 등급 8
공격 적극성 높음 수비 적극성 낮음
가속력 95
주력 94
골 결정력 93
중거리 슛: 90
민첩성 91`;

describe("parseCardText", () => {
  it("reads a copied card block: first line, size, stars, feet (two-footed), stamina, work rates, detail stats", () => {
    const result = parseCardText(SON);
    expect(result).toEqual({
      ok: true,
      card: {
        ovr: 115, position: "ST", name: "손흥민", team: "토트넘 홋스퍼", league: "프리미어 리그", nation: "대한민국",
        height: 183, weight: 78, skillMoves: 4, leftFootRating: 4, rightFootRating: 5, isTwoFooted: true, footPreference: null, weakFoot: null,
        staminaRating: 8, workRateAtt: "높음", workRateDef: "보통",
        stats: { acceleration: 95, sprintSpeed: 94, finishing: 93, longShots: 90, agility: 91 },
      },
    });
  });

  it("takes the stronger foot as preference and the lower as weak foot; a digit for skill moves; English work rates", () => {
    const result = parseCardText("88 lb 김민재\n개인기 2\n왼발 5 오른발 2\n공격 적극성 low 수비 적극성 high\n스탠딩 태클 87\nGK 위치 선정 12");
    expect(result.ok && result.card).toMatchObject({
      position: "LB", skillMoves: 2, isTwoFooted: false, footPreference: "왼발", weakFoot: 2, workRateAtt: "보통", workRateDef: "높음",
      stats: { standingTackle: 87, gkPositioning: 12 },
    });
  });

  it("drops values outside the spec's ranges (detail stats 0–99, feet 1–5, stamina 1–10)", () => {
    const result = parseCardText("90 CM 테스트\n가속력 120\n왼발 7 오른발 3\n체력 등급 11");
    expect(result.ok && result.card).toEqual({ ovr: 90, position: "CM", name: "테스트", stats: {} });
  });

  it("answers the spec's messages for empty text and a block it cannot read", () => {
    expect(parseCardText("  \n ")).toEqual({ ok: false, message: TEXT_EMPTY });
    expect(parseCardText("손흥민 115 ST")).toEqual({ ok: false, message: TEXT_FORMAT_ERROR });
    expect(parseCardText("115 XX 손흥민")).toEqual({ ok: false, message: TEXT_FORMAT_ERROR });
  });

  it("parse(print(card)) == card for every card the format can hold", () => {
    const word = fc.stringMatching(/^[가-힣A-Za-z][가-힣A-Za-z ]{0,10}[가-힣A-Za-z]$/);
    const foot = fc.integer({ min: 1, max: 5 });
    const statKeys = [...DETAILED_STATS, ...GK_STATS].map((s) => s.key);
    const card = fc
      .record({
        ovr: fc.integer({ min: 1, max: 999 }),
        position: fc.constantFrom(...CARD_POSITIONS),
        name: word,
        place: fc.option(fc.tuple(word, word, word), { nil: undefined }),
        className: fc.option(word, { nil: undefined }),
        playerKey: fc.option(fc.stringMatching(/^[a-z0-9가-힣-]{1,20}$/), { nil: undefined }),
        height: fc.option(fc.integer({ min: 150, max: 210 }), { nil: undefined }),
        weight: fc.option(fc.integer({ min: 50, max: 150 }), { nil: undefined }),
        skillMoves: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
        feet: fc.option(fc.tuple(foot, foot), { nil: undefined }),
        staminaRating: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
        workRateAtt: fc.option(fc.constantFrom("높음" as const, "보통" as const), { nil: undefined }),
        workRateDef: fc.option(fc.constantFrom("높음" as const, "보통" as const), { nil: undefined }),
        stats: fc.dictionary(fc.constantFrom(...statKeys), fc.integer({ min: 0, max: 99 })),
      })
      .map(({ place, feet, ...c }): ParsedCardText => {
        const out: ParsedCardText = { ...c, stats: { ...c.stats } };
        if (place) [out.team, out.league, out.nation] = place;
        if (feet) {
          const [l, r] = feet;
          Object.assign(out, { leftFootRating: l, rightFootRating: r }, l >= 4 && r >= 4
            ? { isTwoFooted: true, footPreference: null, weakFoot: null }
            : { isTwoFooted: false, footPreference: l > r ? "왼발" : "오른발", weakFoot: Math.min(l, r, 4) });
        }
        for (const k of Object.keys(out) as (keyof ParsedCardText)[]) if (out[k] === undefined) delete out[k];
        return out;
      });
    fc.assert(fc.property(card, (c) => { expect(parseCardText(printCardText(c))).toEqual({ ok: true, card: c }); }), { numRuns: 300 });
  });
});
