import type { RestRouter } from "../../rest/router";
import { idParam } from "../../rest/router";
import { adminRoutes } from "../../core/guards";
import { CARD_NOT_FOUND } from "../cards/cards.service";
import { replaceCardImage } from "./cardImage.service";
import { migrateDbUrls } from "./migration.service";
import { requireViewer } from "../../core/guards";
import { EDITOR_UPLOAD, IMAGE_UPLOAD } from "../../../domain/uploads";
import { receiveUploads } from "./uploads.service";
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
  // The new-cards overlay and the admin card editor: one image, 1 MB, JPG/PNG/GIF; answers { id, imageUrl, srcSet }.
  adminRoutes(router).post("/api/cards/:id/image", ({ ctx, params, request }) => replaceCardImage(ctx, idParam(params.id, CARD_NOT_FOUND), request));
  // The migration tool's second button: /uploads/ → /objects/ in stored paths; answers { updatedCount }.
  adminRoutes(router).post("/api/migrate/db-urls", ({ ctx }) => migrateDbUrls(ctx));
  // Target of the local store's presigned URLs (a bucket receives its PUTs itself).
  router.put("/api/objects/put", async ({ ctx, request }) => {
    await receivePresignedPut(ctx, new URL(request.url), request);
    return new Response(null, { status: 200 });
  });
}
