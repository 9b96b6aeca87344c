import type { RestRouter } from "../../rest/router";
import { idParam, json as jsonResponse } from "../../rest/router";
import { readBodyCapped } from "../../http/body";
import { IMPORT_MAX_BYTES } from "../../../domain/cardImport";
import { adminRoutes } from "../../core/guards";
import { CARD_NOT_FOUND } from "../../core/contentLocks";
import { clearNewCards, createCard, deleteCard, updateCard } from "./adminCards.service";
import { replaceCardImage } from "./cardImage.service";
import { importCards, parseImportFormat } from "./cardImport.service";
import { cardJson } from "./cards.service";

/** The spec's admin card calls (001 §7): create, edit, delete, bulk import, the image, the NEW flag. */
export function registerAdminCardRoutes(router: RestRouter) {
  const admin = adminRoutes(router);
  admin.post("/api/cards/clear-new", ({ ctx }) => clearNewCards(ctx));
  admin.post("/api/cards", async ({ ctx, json }) => cardJson(await createCard(ctx, await json())));
  admin.patch("/api/cards/:id", async ({ ctx, params, json }) => cardJson(await updateCard(ctx, idParam(params.id, CARD_NOT_FOUND), await json())));
  // The bulk file is the request body itself (text/csv or application/json), read up to 20 MB.
  admin.post("/api/admin/cards/import", async ({ ctx, query, request }) => {
    const format = parseImportFormat(query.get("format"));
    const dryRun = ["1", "true"].includes(query.get("dryRun") ?? "");
    const bytes = await readBodyCapped(request, IMPORT_MAX_BYTES, "가져오기 파일은 20MB 이하여야 합니다.");
    const { status, report } = await importCards(ctx, bytes, format, dryRun);
    return jsonResponse(report, status);
  });
  admin.delete("/api/cards/:id", async ({ ctx, params }) => {
    await deleteCard(ctx, idParam(params.id, CARD_NOT_FOUND));
    return { success: true };
  });
  // The new-cards overlay and the admin card editor: one image, 1 MB, JPG/PNG/GIF; answers { id, imageUrl, srcSet }.
  admin.post("/api/cards/:id/image", ({ ctx, params, request }) => replaceCardImage(ctx, idParam(params.id, CARD_NOT_FOUND), request));
}
