import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { GraphQLFieldResolver } from "graphql";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos registers plugins by augmenting this namespace.
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      syncNodeIds: SyncNodeIdsPlugin<Types>;
    }
  }
}

/**
 * Every Node's `id` answered synchronously. `@pothos/plugin-relay` resolves it through an `async`
 * function, so every node of a list becomes a promise graphql-js waits on (`promiseForObject`): ~7 %
 * of the CPU of card + 20 reviews (in-process, 7 alternating pairs). Here each of our nodes' ids is
 * the row's own `id` (every `prismaNode` says `id: { field: "id" }`, Formation answers its own `id`),
 * encoded as the relay plugin's default does (the builder sets no `encodeGlobalID`):
 * nodeOwnership.test.ts holds every Node type's id to its row's, syncNodeIds.test.ts to being no promise.
 *
 * Listed last among the builder's plugins, so it is the innermost wrapper: it replaces only the
 * relay plugin's resolver, and the scope-auth and errors wrappers still run around it.
 */
class SyncNodeIdsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: GraphQLFieldResolver<unknown, Types["Context"]>, fieldConfig: PothosOutputFieldConfig<Types>) {
    if (!this.isNodeIdField(fieldConfig)) return resolver;
    const typeName = fieldConfig.parentType;
    return (parent: unknown) => encodeGlobalID(typeName, String((parent as { id: number | string }).id));
  }

  private isNodeIdField(fieldConfig: PothosOutputFieldConfig<Types>) {
    if (fieldConfig.name !== "id" || fieldConfig.type.kind !== "Scalar") return false;
    const parent = this.buildCache.getTypeConfig(fieldConfig.parentType);
    return parent.kind !== "Interface" && "interfaces" in parent && parent.interfaces.some((iface) => this.buildCache.getTypeConfig(iface).name === "Node");
  }
}

SchemaBuilder.registerPlugin("syncNodeIds", SyncNodeIdsPlugin);

export default "syncNodeIds" as const;
