import type { RecordSourceSelectorProxy } from "relay-runtime";

/**
 * The publish's store update: the server deleted the draft the post was written from and, for an
 * edit, the member's draft of that post (same transaction); the 임시저장 목록 drops them too.
 */
export function dropPublishedDrafts(draftId: string | null, postId: string | null) {
  return (store: RecordSourceSelectorProxy) => {
    const viewer = store.getRoot().getLinkedRecord("viewer");
    const drafts = viewer?.getLinkedRecords("postDrafts");
    if (!viewer || !drafts) return;
    const kept = drafts.filter((d) => d && d.getDataID() !== draftId && (postId === null || d.getLinkedRecord("post")?.getDataID() !== postId));
    viewer.setLinkedRecords(kept, "postDrafts");
  };
}
