import { DateTimeResolver } from "graphql-scalars";
import { builder } from "./builder";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  ValidationError,
} from "../errors";

builder.addScalarType("DateTime", DateTimeResolver);

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

export const ErrorInterface = builder.interfaceRef<Error>("Error").implement({
  fields: (t) => ({ message: t.exposeString("message") }),
});

for (const [cls, name] of [
  [NotFoundError, "NotFoundError"],
  [UnauthorizedError, "UnauthorizedError"],
  [ForbiddenError, "ForbiddenError"],
  [ConflictError, "ConflictError"],
] as const) {
  builder.objectType(cls, { name, interfaces: [ErrorInterface] });
}

const ValidationIssueRef = builder
  .objectRef<{ path: string[]; message: string }>("ValidationIssue")
  .implement({
    fields: (t) => ({
      path: t.exposeStringList("path"),
      message: t.exposeString("message"),
    }),
  });

builder.objectType(ValidationError, {
  name: "ValidationError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ issues: t.field({ type: [ValidationIssueRef], resolve: (e) => e.issues }) }),
});

builder.objectType(RateLimitedError, {
  name: "RateLimitedError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt("retryAfterSeconds") }),
});
