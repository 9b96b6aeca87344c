import { builder } from "../../graphql/builder";
import { COMMENT_MENTIONS_QUERY } from "./mentions";

// A comment's mentions, for the client to draw `@닉네임` as profile links (domain/mentions.ts splitMentions).
builder.prismaObject("CommentMention", {
  description: "A member a comment mentions with @닉네임, resolved when the comment was saved.",
  fields: (t) => ({ user: t.relation("user") }),
});

builder.prismaObjectFields("Comment", (t) => ({
  mentions: t.relation("mentions", {
    description: "Members the comment mentions (deleted accounts left out); joined into the comments' own statement.",
    query: COMMENT_MENTIONS_QUERY,
  }),
}));
