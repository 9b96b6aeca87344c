import { Suspense, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RenderedParts, lazyPart, preloadParts } from "./lazyPart";

const inSuspense = (Part: ComponentType<{ text: string }>) =>
  renderToString(
    <Suspense fallback="loading">
      <Part text="loaded" />
    </Suspense>,
  );

describe("lazyPart", () => {
  it("renders a part loaded beforehand in the same pass (hydration never meets it still loading)", async () => {
    const Part = lazyPart("TestPartA", async () => ({ text }: { text: string }) => <b>{text}</b>);
    expect(inSuspense(Part)).toContain("loading");
    await preloadParts(["TestPartA"]);
    expect(inSuspense(Part)).toContain("<b>loaded</b>");
  });

  it("loads a part defined by another part's code once that code is in", async () => {
    let Inner: ComponentType<{ text: string }> | undefined;
    lazyPart("TestPartOuter", async () => {
      Inner ??= lazyPart("TestPartInner", async () => ({ text }: { text: string }) => <i>{text}</i>);
      return () => null;
    });
    await preloadParts(["TestPartInner", "TestPartOuter", "NoSuchPart"]);
    expect(inSuspense(Inner!)).toContain("<i>loaded</i>");
  });

  it("records the parts a server render draws", async () => {
    const Part = lazyPart("TestPartRecorded", async () => () => <span />);
    await preloadParts(["TestPartRecorded"]);
    const drawn = new Set<string>();
    renderToString(
      <RenderedParts.Provider value={drawn}>
        <Part />
      </RenderedParts.Provider>,
    );
    expect([...drawn]).toEqual(["TestPartRecorded"]);
  });
});
