import { resolveNodes } from "@pothos/plugin-relay";
import { isObjectType, type GraphQLResolveInfo } from "graphql";
import { builder } from "./builder";
import { ValidationError } from "../errors";
import { Prisma } from "../generated/prisma/client";

type GlobalId = { typename: string; id: string };

const INVALID_ID = "ID가 올바르지 않습니다.";

/** An id of a type that is not a node is the caller's mistake (the id part is checked when decoded). */
function assertNodeId(info: GraphQLResolveInfo, { typename }: GlobalId) {
  const type = info.schema.getType(typename);
  const isNode = isObjectType(type) && type.getInterfaces().some((i) => i.name === "Node");
  if (!isNode) throw new ValidationError([{ path: ["id"], message: INVALID_ID }]);
}

const isMissingRow = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025";

async function loadOne(
  ctx: object,
  info: GraphQLResolveInfo,
  id: GlobalId,
): Promise<unknown> {
  try {
    const [value] = await resolveNodes(builder, ctx, info, [id]);
    return (await value) ?? null;
  } catch (error) {
    if (isMissingRow(error)) return null;
    throw error;
  }
}

/** `node(id:)`: null when no row has the id; ValidationError when the id cannot name a node. */
function resolveNodeOrNull(
  ctx: object,
  info: GraphQLResolveInfo,
  id: GlobalId,
) {
  assertNodeId(info, id);
  return loadOne(ctx, info, id);
}

/** `nodes(ids:)`: one batch per type as usual; a missing row is null in its slot, the others stay. */
async function resolveNodesOrNull(
  ctx: object,
  info: GraphQLResolveInfo,
  ids: GlobalId[],
) {
  for (const id of ids) assertNodeId(info, id);
  try {
    return await Promise.all(await resolveNodes(builder, ctx, info, ids));
  } catch (error) {
    if (!isMissingRow(error)) throw error;
    // Only when a row is missing: load one by one so each slot stands alone.
    return Promise.all(ids.map((id) => loadOne(ctx, info, id)));
  }
}

// The relay plugin's own node/nodes fields are turned off in builder.ts in favour of these.
const parseAlways = { relayGlobalIDAlwaysParse: true };

builder.queryFields((t) => ({
  node: t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    args: { id: t.arg.globalID({ required: true, extensions: parseAlways }) },
    resolve: (_root, args, ctx, info) => resolveNodeOrNull(ctx, info, args.id),
  }),
  nodes: t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    args: { ids: t.arg.globalIDList({ required: true, extensions: parseAlways }) },
    resolve: (_root, args, ctx, info) => resolveNodesOrNull(ctx, info, args.ids),
  }),
}));
