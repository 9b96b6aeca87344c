import { describe, expect, it } from "vitest";
import { readTags, writeTags } from "./rowTags";

const read = (model: string, operation: string, args: Record<string, unknown> | undefined, result: unknown) => {
  const tags = new Set<string>();
  readTags(model, operation, args, result, tags);
  return [...tags].sort();
};
const write = (model: string, operation: string, args: Record<string, unknown> | undefined, result: unknown) => {
  const tags = new Set<string>();
  writeTags(model, operation, args, result, tags);
  return [...tags].sort();
};

describe("what a read depends on", () => {
  it("a row read depends on the row, the rows loaded with it and their lists of children, not on tables", () => {
    const card = { id: 12, name: "손흥민", reviews: [{ id: 5, user: { id: 7, nickname: "a" }, _count: { replies: 2 } }] };
    expect(read("Card", "findUnique", { where: { id: 12 } }, card)).toEqual(["Card:12", "Card:12/Review", "Review:5", "Review:5/ReviewReply", "User:7"]);
  });

  it("a list narrowed to one parent depends on the parent; others on their table", () => {
    expect(read("Review", "findMany", { where: { cardId: 12, hiddenAt: null } }, [{ id: 5 }])).toEqual(["Card:12/Review", "Review:5"]);
    expect(read("Review", "count", { where: { cardId: { in: [12, 13] } } }, 2)).toEqual(["Card:12/Review", "Card:13/Review"]);
    expect(read("Review", "findMany", { where: { overallRating: { gte: 4 } } }, [])).toEqual(["Review"]);
  });

  it("a list filtered or ordered through a relation depends on that relation's table", () => {
    expect(read("Review", "findMany", { where: { cardId: 12 }, orderBy: { likes: { _count: "desc" } } }, [])).toEqual(["Card:12/Review", "ReviewLike"]);
    expect(read("Card", "findUnique", { where: { id: 1 }, select: { reviews: { orderBy: { likes: { _count: "desc" } } } } }, { id: 1, reviews: [] })).toEqual(["Card:1", "Card:1/Review", "ReviewLike"]);
  });

  it("a row not found depends on its table (it may be created); a row read without its id too", () => {
    expect(read("Card", "findUnique", { where: { id: 99 } }, null)).toEqual(["Card", "Card:99"]);
    expect(read("Post", "findFirst", { where: { title: "x" } }, { title: "x", user: { nickname: "n" } })).toEqual(["Post", "User"]);
  });
});

describe("what a write changed", () => {
  it("a created review names itself, its card's and its author's reviews, and the summaries its triggers write", () => {
    expect(write("Review", "create", { data: { card: { connect: { id: 12 } } } }, { id: 5, cardId: 12, userId: 7 })).toEqual(
      ["Card:12/Review", "FormationCardStat", "FormationStat", "Review", "Review:5", "User:7/Review"],
    );
  });

  it("an update names the trigger-fed tables only when it sets a column they read", () => {
    expect(write("Review", "update", { where: { id: 5 }, data: { reviewText: "x" } }, { id: 5, cardId: 12, userId: 7 })).toEqual(["Card:12/Review", "Review", "Review:5", "User:7/Review"]);
    expect(write("Review", "update", { where: { id: 5 }, data: { overallRating: 3 } }, { id: 5, cardId: 12, userId: 7 })).toContain("FormationStat");
  });

  it("a bulk write names what its where pins, and * for what it cannot", () => {
    expect(write("ReviewLike", "deleteMany", { where: { reviewId: 5, userId: 7 } }, { count: 1 })).toEqual(["Review:5/ReviewLike", "ReviewLike", "User:7/ReviewLike"]);
    expect(write("Review", "updateMany", { where: { userId: 7 }, data: { reviewText: "" } }, { count: 3 })).toEqual(["Card:*/Review", "Review", "Review:*", "User:7/Review"]);
    expect(write("ReviewLike", "createMany", { data: [{ reviewId: 5, userId: 7 }, { reviewId: 6, userId: 7 }] }, { count: 2 })).toEqual(
      ["Review:5/ReviewLike", "Review:6/ReviewLike", "ReviewLike", "User:7/ReviewLike"],
    );
  });

  it("a statistics update names the row and the lists that sort or filter by statistics, not the table", () => {
    expect(write("Review", "update", { where: { id: 5 }, data: { likeCount: { increment: 1 } } }, { likeCount: 4, cardId: 12, userId: 7 })).toEqual(
      ["Card:12/Review.likeCount", "Review.likeCount", "Review:5", "User:7/Review.likeCount"],
    );
    expect(read("Review", "findMany", { where: { cardId: 12 }, orderBy: [{ likeCount: "desc" }] }, [])).toEqual(["Card:12/Review", "Card:12/Review.likeCount"]);
    expect(read("Card", "findMany", { where: { position: "ST" }, orderBy: { ovr: "desc" } }, [{ id: 1 }])).toEqual(["Card", "Card:1"]);
  });

  it("nested writes name the related table", () => {
    expect(write("Post", "update", { where: { id: 3 }, data: { tags: { deleteMany: {} } } }, { id: 3, userId: 7 })).toEqual(["Post", "Post:3", "PostTag", "PostTag:*", "User:7/Post"]);
  });

  it("a counter bump names the row's counter only, which single-row reads of the column depend on", () => {
    expect(write("User", "update", { where: { id: 7 }, data: { points: { increment: 5 } } }, { points: 12, currentLevel: "루키" })).toEqual(["User:7#points"]);
    expect(write("User", "update", { where: { id: 7 }, data: { currentLevel: "프로" } }, { id: 7 })).toEqual(["User", "User:7"]);
    expect(read("User", "findUnique", { where: { id: 7 } }, { id: 7, points: 12 })).toEqual(["User:7", "User:7#points"]);
    expect(read("Review", "findMany", { where: { cardId: 1 } }, [{ id: 5, user: { id: 7, points: 12 } }])).toEqual(["Card:1/Review", "Review:5", "User:7"]);
  });

  it("an unknown model is anything", () => {
    expect(write("Nope", "create", {}, {})).toEqual(["*"]);
  });
});
