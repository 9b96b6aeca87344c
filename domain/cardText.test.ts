import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DETAILED_STATS, GK_STATS } from "./stats";
import { CARD_POSITIONS, CARD_STAT_KEYS } from "./cardForm";
import { LEVEL_BOUNDS, compareLevels } from "./cardLevelIds";
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

  it("reads level lines (Korean labels or keys) as the card's levels, never as its base stats", () => {
    const result = parseCardText(`${SON}\n훈련 20: ovr 119, pace=99\n랭크 3: OVR 118, 속력 98, 민첩성(주요) 97, 민첩성 96, 골 결정력 101, GK 위치 선정 12`);
    expect(result.ok && result.card.levels).toEqual([
      { kind: "rank", level: 3, ovr: 118, stats: { pace: 98, agilityMain: 97, agility: 96, finishing: 101, gkPositioning: 12 } },
      { kind: "training", level: 20, ovr: 119, stats: { pace: 99 } },
    ]);
    expect(result.ok && result.card.stats).toEqual({ acceleration: 95, sprintSpeed: 94, finishing: 93, longShots: 90, agility: 91 });
    expect(parseCardText(SON)).toEqual({ ok: true, card: expect.not.objectContaining({ levels: expect.anything() }) });
  });

  it("refuses an unreadable level line, naming the line", () => {
    const message = (lines: string) => { const r = parseCardText(`90 CM 테스트\n\n${lines}`); return r.ok ? null : r.message; };
    expect(message("랭크 6: OVR 100")).toBe("3번째 줄 레벨은 '랭크 1'~'랭크 5' 또는 '훈련 N' 형식이어야 합니다.");
    expect(message("랭크 2: 속력 90")).toBe("3번째 줄 랭크 2: 레벨 OVR은 필수입니다.");
    expect(message("랭크 2: OVR 100, 점프력 90")).toBe("3번째 줄 랭크 2: 읽을 수 없는 항목 '점프력 90' (예: OVR 118, 속력 98)");
    expect(message("랭크 2: OVR 100\n랭크 2: OVR 101")).toBe("4번째 줄: 랭크 2이(가) 두 번 있습니다.");
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
        levels: fc.uniqueArray(
          fc.record({
            kind: fc.constantFrom("rank" as const, "training" as const),
            level: fc.integer({ min: 1, max: 99 }),
            ovr: fc.integer({ min: 1, max: 999 }),
            stats: fc.dictionary(fc.constantFrom(...CARD_STAT_KEYS), fc.integer({ min: 1, max: 999 })),
          }).filter((l) => l.level <= LEVEL_BOUNDS[l.kind][1]),
          { selector: (l) => `${l.kind}${l.level}`, maxLength: 6 },
        ),
      })
      .map(({ place, feet, levels, ...c }): ParsedCardText => {
        const out: ParsedCardText = { ...c, stats: { ...c.stats }, ...(levels.length ? { levels: [...levels].sort(compareLevels) } : {}) };
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
