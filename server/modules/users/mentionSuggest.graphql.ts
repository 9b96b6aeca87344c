import { builder } from "../../graphql/builder";
import { RateLimitedError, UnauthorizedError, ValidationError } from "../../errors";
import { UserRef } from "./users.graphql";
import { suggestMembers } from "./mentionSuggest.service";

// The @mention picker's list; REST GET /api/users/suggest answers the same service.
builder.queryField("mentionSuggestions", (t) =>
  t.field({
    type: [UserRef],
    description: "Members to mention for `@query` (nickname or its initials, 초성), at most 8: members only, never oneself.",
    errors: { types: [UnauthorizedError, RateLimitedError, ValidationError] },
    args: { query: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => suggestMembers(ctx, args.query),
  }),
);
