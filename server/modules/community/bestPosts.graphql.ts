import { builder } from "../../graphql/builder";
import { isBestPost } from "../../../domain/bestPosts";

// 인기글 (domain/bestPosts.ts): the sorts and periods of the `posts` list, and the 인기 badge's field.

export const PostSortEnum = builder.enumType("PostSort", {
  description: "A board list's order; ties newest first.",
  values: {
    LATEST: { value: "latest", description: "Newest first (the board's default; notices pinned with pinNotices)." },
    LIKES: { value: "likes", description: "Most 추천 first (the 인기 tab's default)." },
    VIEWS: { value: "views", description: "Most viewed first." },
    COMMENTS: { value: "comments", description: "Most comments first." },
  } as const,
});

export const PostPeriodEnum = builder.enumType("PostPeriod", {
  description: "Posts created in the last 24 hours (오늘), 7 days (이번 주) or 30 days (이번 달).",
  values: { TODAY: { value: "today" }, WEEK: { value: "week" }, MONTH: { value: "month" } } as const,
});

builder.prismaObjectFields("Post", (t) => ({
  isBest: t.boolean({
    description: "인기 now (domain/bestPosts.ts: 추천 minus 비추천 at the threshold or over, within the window, not hidden): the list's 인기 badge.",
    select: { score: true, createdAt: true, hiddenAt: true },
    resolve: (post) => isBestPost(post),
  }),
}));
