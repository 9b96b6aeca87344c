import SchemaBuilder from "@pothos/core";
import DataloaderPlugin from "@pothos/plugin-dataloader";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import ValidationPlugin from "@pothos/plugin-validation";
import type PrismaTypes from "./generated/pothos-types";
import { getDatamodel } from "./generated/pothos-types";
import type { Context } from "./context";
import { UnauthorizedError, ForbiddenError, validationErrorFrom } from "./errors";
import { decodeNumericGlobalID } from "./graphql/pothosErrors";

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: { signedIn: boolean; admin: boolean };
  Scalars: { DateTime: { Input: Date; Output: Date } };
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, ErrorsPlugin, ValidationPlugin, PrismaPlugin, RelayPlugin, DataloaderPlugin],
  scopeAuth: {
    authScopes: (ctx) => ({ signedIn: ctx.viewer !== null, admin: ctx.viewer?.isAdmin === true }),
    unauthorizedError: (_parent, ctx) => (ctx.viewer ? new ForbiddenError() : new UnauthorizedError()),
  },
  errors: { defaultTypes: [] },
  validation: { validationError: (result) => validationErrorFrom(result.issues) },
  prisma: { client: (ctx) => ctx.prisma, dmmf: getDatamodel(), filterConnectionTotalCount: true },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    // Replaced by server/graphql/nodes.graphql.ts: a missing row is null, a bad id a ValidationError.
    nodeQueryOptions: false,
    decodeGlobalID: decodeNumericGlobalID,
    nodesQueryOptions: false,
  },
});
