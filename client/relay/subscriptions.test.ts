import { describe, expect, it } from "vitest";
import { resumableVariables } from "./subscriptions";

/** What graphql-ws sends on each (re)subscribe: the same payload object, serialised again. */
const sent = (resume: ReturnType<typeof resumableVariables>) =>
  JSON.parse(JSON.stringify({ query: "q", get variables() { return resume.current(); } })) as { variables: unknown };

describe("a subscription's variables on reconnect", () => {
  it("resume after the last event received when the subscription declares `after`", () => {
    const resume = resumableVariables({ after: "Tm90aWZpY2F0aW9uOjE=" });
    expect(sent(resume).variables).toEqual({ after: "Tm90aWZpY2F0aW9uOjE=" });
    resume.observe({ notificationReceived: { id: "Tm90aWZpY2F0aW9uOjU=", isRead: false } });
    resume.observe({ notificationReceived: { id: "Tm90aWZpY2F0aW9uOjc=", isRead: false } });
    expect(sent(resume).variables).toEqual({ after: "Tm90aWZpY2F0aW9uOjc=" });
  });

  it("start from the first event even when the page knew no notification", () => {
    const resume = resumableVariables({ after: null });
    resume.observe({ notificationReceived: { id: "Tm90aWZpY2F0aW9uOjk=" } });
    expect(sent(resume).variables).toEqual({ after: "Tm90aWZpY2F0aW9uOjk=" });
  });

  it("stay as given for a subscription without `after` or an event without an id", () => {
    const plain = resumableVariables({ postId: "UG9zdDox" });
    plain.observe({ commentAdded: { id: "Q29tbWVudDox" } });
    expect(sent(plain).variables).toEqual({ postId: "UG9zdDox" });
    const resume = resumableVariables({ after: null });
    resume.observe(null);
    resume.observe({ notificationReceived: null });
    expect(sent(resume).variables).toEqual({ after: null });
  });
});
