import type { Context } from "../../core/context";
import { transaction } from "../../platform/transaction";
import { Prisma } from "../../generated/prisma/client";
import { requireAdmin } from "../../core/guards";

/** Every column holding a whole media path, as [table, column]. */
const PATH_COLUMNS = [
  ["Card", "imageUrl"],
  ["Banner", "imageUrl"],
  ["User", "avatarUrl"],
  ["PostAttachment", "url"],
  ["UploadedObject", "url"],
] as const;

/**
 * Admin: rewrites stored media paths from /uploads/… to /objects/… (both serve the same key, so
 * nothing breaks midway) in whole-path columns and in post HTML (`"/uploads/` inside attributes),
 * in one transaction. Idempotent: a second run finds nothing and answers 0.
 */
export async function migrateDbUrls(ctx: Context): Promise<{ updatedCount: number }> {
  requireAdmin(ctx);
  return transaction(ctx.prisma, async (tx) => {
    let updatedCount = 0;
    for (const [table, column] of PATH_COLUMNS) {
      const t = Prisma.raw(`"${table}"`);
      const c = Prisma.raw(`"${column}"`);
      updatedCount += await tx.$executeRaw`UPDATE ${t} SET ${c} = '/objects/' || substr(${c}, 10) WHERE ${c} LIKE '/uploads/%'`;
    }
    updatedCount += await tx.$executeRaw`
      UPDATE "Post" SET content = replace(content, '"/uploads/', '"/objects/') WHERE strpos(content, '"/uploads/') > 0`;
    return { updatedCount };
  });
}
