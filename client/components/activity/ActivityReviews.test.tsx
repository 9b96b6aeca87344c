import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useLazyLoadQuery } from "react-relay";
import { afterEach, describe, expect, it, vi } from "vitest";
import MyActivityQuery, { type MyActivityRouteQuery } from "../../__generated__/MyActivityRouteQuery.graphql";
import { renderWithRelay } from "../../../test/client/relayMock";
import { ActivityReviews } from "./ActivityReviews";

function MyReviews() {
  const { viewer } = useLazyLoadQuery<MyActivityRouteQuery>(MyActivityQuery, {});
  if (!viewer) return null;
  return (
    <>
      <p data-testid="review-count">{viewer.reviewSummary.reviewCount}</p>
      <ActivityReviews userRef={viewer} />
    </>
  );
}

const node = (id: string, text: string) => ({ id, reviewText: text, overallRating: 7, positionBreak: null, createdAt: new Date().toISOString(), card: { id: `card-${id}`, databaseId: 1, name: "손흥민", position: "ST", ovr: 110 } });

describe("My activity reviews on the Relay store", () => {
  afterEach(() => vi.restoreAllMocks());

  it("deletes with one request whose payload brings the page and the tiles, with the right particles", async () => {
    const confirms: string[] = [];
    vi.spyOn(window, "confirm").mockImplementation((message) => {
      confirms.push(String(message));
      return true;
    });
    const page = renderWithRelay(<MyReviews />);
    await act(async () =>
      page.resolve("MyActivityRouteQuery", {
        User: () => ({ id: "VXNlcjox", reviewSummary: { reviewCount: 2, averageRating: 7, topFormation: "4-3-3 홀딩" } }),
        UserReviewsConnection: () => ({ totalCount: 2, edges: [{ node: node("r1", "첫 리뷰") }, { node: node("r2", "둘째 리뷰") }] }),
      }),
    );
    const first = (await screen.findByText("첫 리뷰")).closest("li")!;
    fireEvent.click(within(first).getByRole("button", { name: "삭제" }));
    expect(confirms).toEqual(["이 리뷰를 삭제하시겠습니까?"]);
    await waitFor(() => expect(page.pending()).toEqual(["useDeleteReviewMutation"]));
    await act(async () =>
      page.resolve("useDeleteReviewMutation", {
        MutationDeleteReviewResult: () => ({ __typename: "MutationDeleteReviewSuccess" }),
        User: () => ({ id: "VXNlcjox", reviewSummary: { reviewCount: 1, averageRating: 7, topFormation: "4-3-3 홀딩" } }),
        UserReviewsConnection: () => ({ totalCount: 1, edges: [{ node: node("r2", "둘째 리뷰") }] }),
      }),
    );
    await screen.findByText("리뷰가 성공적으로 삭제되었습니다.");
    expect(screen.queryByText("첫 리뷰")).toBeNull();
    expect(screen.getByTestId("review-count").textContent).toBe("1");
    expect(page.pending()).toEqual([]);
  });
});
