import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FORMATIONS, formationByName } from "./formations";
import { POSITIONS } from "./positions";
import { ALTERNATIVE_POSITIONS, lineOf, slotFit } from "./squadFit";
import { squadFigures, type SquadCard } from "./squadFigures";
import { decodeSquad, emptyDraft, encodeSquad, type SquadDraft } from "./squadCode";
import { SQUAD_MESSAGES as M, squadInputSchema } from "./squads";
import { cardAt, clearDraft, placeCard, removeCard, swapSlots } from "./squadDraft";

const card = (over: Partial<SquadCard> = {}): SquadCard => ({
  position: "ST", ovr: 100, team: null, league: null, nation: null, className: null,
  pace: 10, shooting: 10, passing: 10, agilityMain: 10, defending: 10, physical: 10, ...over,
});

describe("slot fit", () => {
  it("is natural at the card's position, alternative at a listed one, out elsewhere", () => {
    expect(slotFit("ST", "ST")).toBe("natural");
    expect(slotFit("ST", "CF")).toBe("alternative");
    expect(slotFit("LW", "LM")).toBe("alternative");
    expect(slotFit("ST", "CB")).toBe("out");
    expect(slotFit("GK", "ST")).toBe("out");
    expect(slotFit("CB", "GK")).toBe("out");
    expect(slotFit("LF", "ST")).toBe("out");
  });

  it("never lists a position as its own alternative, nor the keeper as anyone's", () => {
    for (const p of POSITIONS) {
      expect(ALTERNATIVE_POSITIONS[p]).not.toContain(p);
      expect(ALTERNATIVE_POSITIONS[p]).not.toContain("GK");
    }
  });

  it("puts forwards in attack, midfielders in midfield, defenders in defence and the keeper in none", () => {
    expect([lineOf("ST"), lineOf("LW"), lineOf("CAM"), lineOf("LM"), lineOf("RWB"), lineOf("CB"), lineOf("GK")])
      .toEqual(["attack", "attack", "midfield", "midfield", "defence", "defence", null]);
  });
});

describe("squad figures", () => {
  const f = formationByName("4-3-3 홀딩")!;
  const slots = f.positions.map((s) => s.position);

  it("has no average and zero lines with nobody placed", () => {
    const figures = squadFigures(slots, Array(11).fill(null));
    expect(figures).toMatchObject({ averageOvr: null, placed: 0, lines: { attack: 0, midfield: 0, defence: 0 } });
    expect(figures.fits).toEqual(Array(11).fill(null));
  });

  it("averages the placed starters' OVR to one decimal and sums main stats by line", () => {
    const cards: (SquadCard | null)[] = Array(11).fill(null);
    cards[0] = card({ position: "GK", ovr: 100, pace: 50 });
    cards[2] = card({ position: "CB", ovr: 101, defending: 100 });
    cards[10] = card({ position: "RW", ovr: 103 });
    const figures = squadFigures(slots, cards);
    expect(figures.averageOvr).toBe(101.3);
    expect(figures.placed).toBe(3);
    expect(figures.lines).toEqual({ attack: 60, midfield: 0, defence: 150 });
    expect(figures.fits[0]).toBe("natural");
    expect(figures.fits[2]).toBe("natural");
    expect(figures.fits[1]).toBeNull();
  });

  it("marks each slot's fit by the one rule", () => {
    const cards = slots.map(() => card({ position: "ST" }));
    const figures = squadFigures(slots, cards);
    expect(figures.fits).toEqual(slots.map((s) => slotFit("ST", s)));
    expect(figures.fits.filter((x) => x === "natural")).toHaveLength(1);
  });

  it("counts team, league, nation and class shared by two or more, most first", () => {
    const cards = [
      card({ team: "A", league: "L", nation: "대한민국", className: "TOTY" }),
      card({ team: "A", league: "L", nation: "일본" }),
      card({ team: "B", league: "L", nation: "대한민국", className: "TOTY" }),
      card({ team: "B", league: "M" }),
      card({ team: "B" }),
      card({ team: "C" }),
      ...Array(5).fill(null),
    ];
    const { shared } = squadFigures(slots, cards);
    expect(shared.team).toEqual([{ value: "B", count: 3 }, { value: "A", count: 2 }]);
    expect(shared.league).toEqual([{ value: "L", count: 3 }]);
    expect(shared.nation).toEqual([{ value: "대한민국", count: 2 }]);
    expect(shared.className).toEqual([{ value: "TOTY", count: 2 }]);
  });
});

describe("squad URL code", () => {
  const idArb = fc.integer({ min: 1, max: 2_147_483_647 });
  const draftArb = fc.record({
    formation: fc.constantFrom(...FORMATIONS.map((f) => f.name)),
    starters: fc.array(fc.option(idArb, { nil: null }), { minLength: 11, maxLength: 11 }),
    bench: fc.array(idArb, { maxLength: 7 }),
  }) as fc.Arbitrary<SquadDraft>;

  it("round-trips every draft in URL-safe characters", () => {
    fc.assert(fc.property(draftArb, (draft) => {
      const code = encodeSquad(draft);
      expect(code).toMatch(/^[0-9a-z._]+$/);
      expect(decodeSquad(code)).toEqual(draft);
    }));
  });

  it("is short: a full squad with a full bench of 4-digit ids stays under 80 characters", () => {
    const draft: SquadDraft = { formation: "5-3-2", starters: Array.from({ length: 11 }, (_, i) => 1000 + i), bench: [2001, 2002, 2003, 2004, 2005, 2006, 2007] };
    expect(encodeSquad(draft).length).toBeLessThan(80);
    expect(encodeSquad(emptyDraft("4-3-3 홀딩"))).toBe("0_..........");
  });

  it("refuses codes that are not a draft", () => {
    for (const bad of ["", "x", "99_..........", "0_.........", "0_...........", "0_..........._", "0_.........._a.b.c.d.e.f.g.h", "0_.........._.", "0_-1..........", "0_zzzzzzz..........", "0_A..........", "0_a_b_c"]) {
      expect(decodeSquad(bad), bad).toBeNull();
    }
  });
});

describe("squad input", () => {
  const base = { name: "내 스쿼드", formation: "4-3-3 (holding)", starters: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], bench: [12] };
  const message = (input: unknown) => {
    const r = squadInputSchema.safeParse(input);
    return r.success ? null : r.error.issues[0].message;
  };

  it("accepts a squad, trimming text and naming the formation in Korean", () => {
    expect(squadInputSchema.parse({ ...base, name: "  내 스쿼드 ", description: " 설명 " })).toEqual({
      name: "내 스쿼드", description: "설명", isPublic: true, formation: "4-3-3 홀딩", starters: base.starters, bench: [12],
    });
  });

  it("refuses bad input with Korean messages", () => {
    expect(message({ ...base, name: "  " })).toBe(M.nameRequired);
    expect(message({ ...base, name: "가".repeat(500) })).toBe(M.nameTooLong);
    expect(message({ ...base, name: "가".repeat(40) })).toBeNull();
    expect(message({ ...base, description: "가".repeat(501) })).toBe(M.descriptionTooLong);
    expect(message({ ...base, formation: "9-9-9" })).toBe(M.unknownFormation);
    expect(message({ ...base, starters: base.starters.slice(0, 10) })).toBe(M.wrongStarterCount);
    expect(message({ ...base, starters: [...base.starters, 12] })).toBe(M.wrongStarterCount);
    expect(message({ ...base, bench: [20, 21, 22, 23, 24, 25, 26, 27] })).toBe(M.benchTooLong);
    expect(message({ ...base, starters: Array(11).fill(null) })).toBe(M.emptySquad);
    expect(message({ ...base, bench: [1] })).toBe(M.duplicateCard);
    expect(message({ ...base, starters: [0, ...base.starters.slice(1)] })).toBe(M.badCardId);
    expect(message({ ...base, starters: [1.5, ...base.starters.slice(1)] })).toBe(M.badCardId);
  });
});

describe("draft edits", () => {
  const draft = (): SquadDraft => ({ formation: "4-3-3 홀딩", starters: [1, 2, null, null, null, null, null, null, null, null, 11], bench: [21, 22] });

  it("swaps two starters, or moves one into an empty slot", () => {
    expect(swapSlots(draft(), 0, 1).starters.slice(0, 3)).toEqual([2, 1, null]);
    expect(swapSlots(draft(), 0, 2).starters.slice(0, 3)).toEqual([null, 2, 1]);
    expect(swapSlots(draft(), 0, 0)).toEqual(draft());
    expect(swapSlots(draft(), 0, 99)).toEqual(draft());
  });

  it("swaps between pitch and bench, keeping the bench packed", () => {
    const d = swapSlots(draft(), 0, 11);
    expect(d.starters[0]).toBe(21);
    expect(d.bench).toEqual([1, 22]);
    const moved = swapSlots(draft(), 11, 5);
    expect(moved.starters[5]).toBe(21);
    expect(moved.bench).toEqual([22]);
  });

  it("places a card, appending to the bench up to seven and never holding a card twice", () => {
    expect(placeCard(draft(), 2, 3).starters[2]).toBe(3);
    expect(placeCard(draft(), 17, 30).bench).toEqual([21, 22, 30]);
    const again = placeCard(draft(), 2, 1);
    expect(again.starters.slice(0, 3)).toEqual([null, 2, 1]);
    let full = draft();
    for (let id = 40; id < 50; id++) full = placeCard(full, 17, id);
    expect(full.bench).toHaveLength(7);
    expect(cardAt(full, 12)).toBe(22);
  });

  it("removes one card or clears all", () => {
    expect(removeCard(draft(), 11).bench).toEqual([22]);
    expect(removeCard(draft(), 0).starters[0]).toBeNull();
    expect(clearDraft(draft())).toEqual(emptyDraft("4-3-3 홀딩"));
  });
});
