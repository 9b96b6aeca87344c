import { describe, expect, it } from "vitest";
import { createTaggedStore } from "./taggedStore";

const store = (maxSize = 1_000) => createTaggedStore<{ size: number }>({ maxSize, maxEntrySize: maxSize, ttl: 60_000, size: (value) => value.size });
const tags = (...list: string[]) => new Set(list);

describe("the tagged store's index (tag -> answers)", () => {
  it("drops the one answer a row tag names, and every answer that shares a tag", () => {
    const s = store();
    s.set("a", { size: 1 }, tags("Card:1", "Review:5"), s.clock());
    s.set("b", { size: 1 }, tags("Card:1", "User:2"), s.clock());
    s.set("c", { size: 1 }, tags("Card:2"), s.clock());
    expect(s.invalidate(tags("Review:5"))).toBe(1);
    expect([...s.entries.keys()].sort()).toEqual(["b", "c"]);
    expect(s.invalidate(tags("Card:1"))).toBe(1);
    expect([...s.entries.keys()]).toEqual(["c"]);
  });

  it("drops by a row tag's wildcard (a write that cannot name its rows)", () => {
    const s = store();
    s.set("a", { size: 1 }, tags("Review:7", "Card:1/Review"), s.clock());
    s.set("b", { size: 1 }, tags("Card:3"), s.clock());
    expect(s.invalidate(tags("Card:*/Review"))).toBe(1);
    s.set("a", { size: 1 }, tags("Review:7"), s.clock());
    expect(s.invalidate(tags("Review:*"))).toBe(1);
    expect([...s.entries.keys()]).toEqual(["b"]);
  });

  it("forgets the tags of an answer stored again under its key, or evicted", () => {
    const s = store(3);
    s.set("k", { size: 1 }, tags("User:1"), s.clock());
    s.set("k", { size: 1 }, tags("User:2"), s.clock());
    expect(s.invalidate(tags("User:1"))).toBe(0);
    expect(s.entries.has("k")).toBe(true);
    // Past maxSize the least recently used goes, and with it what its tags pointed at.
    s.set("x", { size: 2 }, tags("User:2", "Card:9"), s.clock());
    s.set("y", { size: 2 }, tags("Card:9"), s.clock());
    expect([...s.entries.keys()]).toEqual(["y"]);
    expect(s.invalidate(tags("User:2"))).toBe(0);
    expect(s.invalidate(tags("Card:9"))).toBe(1);
  });

  it("keeps no tag of an answer once the store is cleared", () => {
    const s = store();
    s.set("a", { size: 1 }, tags("Card:1", "Review:5"), s.clock());
    s.set("b", { size: 1 }, tags("Card:1"), s.clock());
    s.entries.clear();
    expect(s.invalidate(tags("Card:1", "Review:5", "Review:*"))).toBe(0);
  });
});
