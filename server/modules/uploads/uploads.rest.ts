import type { RestRouter } from "../../rest/router";
import { adminRoutes } from "../../core/guards";
import { migrateDbUrls } from "./migration.service";
import { requireViewer } from "../../core/guards";
import { EDITOR_UPLOAD, IMAGE_UPLOAD } from "../../../domain/uploads";
import { receiveUploads } from "../../core/uploads/uploads.service";
import { createObjectUploadUrl, receivePresignedPut } from "./presigned.service";

export function registerUploadRoutes(router: RestRouter) {
  // Post editor media and attachments (images or video). The spec's clients read `urls`.
  router.post("/api/upload", async ({ ctx, request }) => {
    const files = await receiveUploads(ctx.services, request, requireViewer(ctx).id, EDITOR_UPLOAD);
    return { urls: files.map((f) => f.url), files };
  });
  router.post("/api/upload-images", async ({ ctx, request }) => {
    const files = await receiveUploads(ctx.services, request, requireViewer(ctx).id, IMAGE_UPLOAD);
    return { urls: files.map((f) => f.url), files };
  });
  router.post("/api/objects/upload", async ({ ctx, json }) => createObjectUploadUrl(ctx, (await json()).contentType));
  // The migration tool's second button: /uploads/ → /objects/ in stored paths; answers { updatedCount }.
  adminRoutes(router).post("/api/migrate/db-urls", ({ ctx }) => migrateDbUrls(ctx));
  // Target of the local store's presigned URLs (a bucket receives its PUTs itself).
  router.put("/api/objects/put", async ({ ctx, request }) => {
    await receivePresignedPut(ctx, new URL(request.url), request);
    return new Response(null, { status: 200 });
  });
}
