import SchemaBuilder from "@pothos/core";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import type PrismaTypes from "../generated/pothos-types";
import { getDatamodel } from "../generated/pothos-types";
import type { Context } from "../core/context";
import type { LevelStats } from "../../domain/cardLevels";
import { UnauthorizedError, ForbiddenError } from "../errors";
import { decodeNumericGlobalID } from "./pothosErrors";
import SyncNodeIdsPlugin from "./syncNodeIds";

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: { signedIn: boolean; admin: boolean };
  // CardLevelStats answers a stored JSON value (unknown): its serialize reads it with readLevelStats.
  Scalars: { DateTime: { Input: Date; Output: Date }; CardLevelStats: { Input: LevelStats; Output: unknown } };
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  // SyncNodeIdsPlugin last: the innermost wrapper (server/graphql/syncNodeIds.ts).
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin, SyncNodeIdsPlugin],
  scopeAuth: {
    authScopes: (ctx) => ({ signedIn: ctx.viewer !== null, admin: ctx.viewer?.isAdmin === true }),
    unauthorizedError: (_parent, ctx) => (ctx.viewer ? new ForbiddenError() : new UnauthorizedError()),
  },
  errors: { defaultTypes: [] },
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
