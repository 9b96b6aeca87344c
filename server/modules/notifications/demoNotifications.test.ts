import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { seedDatabase } from "../../../prisma/seed/index";
import { DEMO_ID } from "../../../prisma/seed/users";

// The demo member's seeded bell opens what each notification is about, as a real one does.
describe.each(BACKENDS)("the demo member's seeded notifications on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    await seedDatabase(t.db, "demo");
  });
  afterAll(() => t.close());

  it("name the comment a post_comment notification is about, on that post", async () => {
    const notes = await t.db.prisma.notification.findMany({ where: { userId: DEMO_ID, type: "post_comment" }, select: { postId: true, contentId: true } });
    expect(notes.length).toBeGreaterThan(0);
    const comments = await t.db.prisma.comment.findMany({ where: { id: { in: notes.map((n) => n.contentId!) } }, select: { id: true, postId: true } });
    const postOf = new Map(comments.map((c) => [c.id, c.postId]));
    for (const note of notes) expect(postOf.get(note.contentId!), `comment ${note.contentId}`).toBe(note.postId);
  });
});
