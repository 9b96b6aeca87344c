import { describe, expect, it } from "vitest";
import { activeMentionQuery, mentionedMembers, nicknameCandidates, splitMentions } from "./mentions";

const members = new Map([["밥", 1], ["밥 아저씨", 2], ["캐럴", 3]]);

describe("mentions", () => {
  it("reads each @ by the longest nickname after it, names with spaces included", () => {
    expect(splitMentions("@밥 아저씨 안녕, @밥님도", members)).toEqual([
      { text: "@밥 아저씨", member: 2 },
      { text: " 안녕, " },
      { text: "@밥", member: 1 },
      { text: "님도" },
    ]);
    expect(mentionedMembers("@캐럴 @캐럴 @밥", members)).toEqual([3, 1]);
  });

  it("ignores e-mail addresses, a lone @, unknown names and what follows a line break", () => {
    expect(mentionedMembers("me@밥.com @ 밥 @없음 @\n밥", members)).toEqual([]);
    expect(splitMentions("그냥 글", members)).toEqual([{ text: "그냥 글" }]);
  });

  it("looks up every prefix of each token, without trailing spaces", () => {
    expect(nicknameCandidates("@밥 아 x")).toEqual(["밥", "밥 아", "밥 아 x"]);
    expect(nicknameCandidates("메일 a@b")).toEqual([]);
  });

  it("finds the query being typed before the caret, and none once a space or line ends it", () => {
    expect(activeMentionQuery("안녕 @밥")).toEqual({ query: "밥", at: 3 });
    expect(activeMentionQuery("@")).toEqual({ query: "", at: 0 });
    expect(activeMentionQuery("@밥 아")).toEqual({ query: "밥 아", at: 0 });
    expect(activeMentionQuery("@밥 ")).toBeNull();
    expect(activeMentionQuery("a@밥")).toBeNull();
    expect(activeMentionQuery("@밥\n")).toBeNull();
  });
});
