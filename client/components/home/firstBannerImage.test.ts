import { describe, expect, it } from "vitest";
import { firstBannerImage } from "./firstBannerImage";

describe("firstBannerImage", () => {
  it("picks the image of the lowest display order", () => {
    const body = { data: { banners: [{ imageUrl: "/b.svg", displayOrder: 2 }, { imageUrl: "/a.svg", displayOrder: 1 }] } };
    expect(firstBannerImage(body)).toBe("/a.svg");
  });

  it("yields null for no banners, errors or unexpected shapes", () => {
    expect(firstBannerImage({ data: { banners: [] } })).toBeNull();
    expect(firstBannerImage({ errors: [{ message: "x" }] })).toBeNull();
    expect(firstBannerImage(null)).toBeNull();
    expect(firstBannerImage({ data: { banners: [{ imageUrl: "", displayOrder: 1 }] } })).toBeNull();
  });
});
