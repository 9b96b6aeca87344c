import { builder } from "../../graphql/builder";
import { RateLimitedError, ValidationError } from "../../errors";
import { trackVisit } from "./visitors.service";

const TrackVisitInput = builder.inputType("TrackVisitInput", {
  fields: (t) => ({
    sessionId: t.string({ required: true }),
    page: t.string({ required: true }),
    referrer: t.string({ required: false }),
  }),
});

builder.mutationField("trackVisit", (t) =>
  t.boolean({
    description: "Counts a page view for the visitor statistics (sent 1 s after a page opens).",
    errors: { types: [ValidationError, RateLimitedError] },
    args: { input: t.arg({ type: TrackVisitInput, required: true }) },
    resolve: (_root, args, ctx) => trackVisit(ctx, args.input),
  }),
);
