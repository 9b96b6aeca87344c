import type { RestRouter } from "../../rest/router";
import { idParam, json as jsonResponse } from "../../rest/router";
import { DRAFT_MESSAGES } from "../../../domain/postDrafts";
import { createDraft, deleteDraft, getDraft, listDrafts, updateDraft } from "./drafts.service";

/** 임시저장 (README REST section): the viewer's own drafts, over the same service as GraphQL. */
export function registerDraftRoutes(router: RestRouter) {
  router.get("/api/posts/drafts", async ({ ctx }) => ({ drafts: await listDrafts(ctx) }));
  router.post("/api/posts/drafts", async ({ ctx, json }) => jsonResponse(await getDraft(ctx, (await createDraft(ctx, await json())).id), 201));
  router.get("/api/posts/drafts/:id", ({ ctx, params }) => getDraft(ctx, idParam(params.id, DRAFT_MESSAGES.notFound)));
  router.put("/api/posts/drafts/:id", async ({ ctx, params, json }) => getDraft(ctx, (await updateDraft(ctx, idParam(params.id, DRAFT_MESSAGES.notFound), await json())).id));
  router.delete("/api/posts/drafts/:id", async ({ ctx, params }) => {
    await deleteDraft(ctx, idParam(params.id, DRAFT_MESSAGES.notFound));
    return { message: "임시저장된 글이 삭제되었습니다." };
  });
}
