import { describe, expect, it } from "vitest";
import { NOTIFICATION_SETTING_KEYS, NOTIFICATION_TYPES, settingOfType, settingsFromMutes } from "./notificationTypes";
import { cardChangeSummary, cardChanges } from "./cardChanges";

describe("notification types and settings", () => {
  it("puts every type the site writes under a setting", () => {
    for (const type of Object.values(NOTIFICATION_TYPES)) expect(NOTIFICATION_SETTING_KEYS, type).toContain(settingOfType(type));
    expect(settingOfType("review_reply")).toBe("comment");
    expect(settingOfType("post_reply")).toBe("reply");
    expect(settingOfType("formation_review_like")).toBe("like");
  });

  it("switches types it does not list by their name, and leaves others on", () => {
    expect(settingOfType("comment_mention")).toBe("mention");
    expect(settingOfType("formation_review_reply")).toBe("reply");
    expect(settingOfType("announcement")).toBeNull();
  });

  it("answers every setting, on unless muted", () => {
    expect(settingsFromMutes(["like", "unknown"])).toEqual(Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((k) => [k, k !== "like"])));
  });
});

describe("card changes", () => {
  it("lists OVR, position and stats that changed, in sheet order, and summarises the first three", () => {
    const changes = cardChanges({ ovr: 110, position: "ST", pace: 90, shooting: 85, team: "A", diving: null }, { ovr: 112, position: "CF", pace: 95, shooting: 85, team: "B", diving: 50 });
    expect(changes).toEqual([
      { key: "ovr", from: 110, to: 112 },
      { key: "position", from: "ST", to: "CF" },
      { key: "pace", from: 90, to: 95 },
      { key: "diving", from: null, to: 50 },
    ]);
    expect(cardChangeSummary(changes)).toBe("OVR 110→112, 포지션 ST→CF, 속력 90→95 외 1개");
    expect(cardChanges({ ovr: 1 }, { ovr: 1 })).toEqual([]);
  });
});
