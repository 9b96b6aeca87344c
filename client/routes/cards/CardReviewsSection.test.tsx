import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useLazyLoadQuery } from "react-relay";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import CardDetailQuery, { type CardDetailRouteQuery } from "../../__generated__/CardDetailRouteQuery.graphql";
import { renderWithRelay } from "../../../test/client/relayMock";
import { CardReviewsSection } from "./CardReviewsSection";

function CardPage() {
  const { card, viewer } = useLazyLoadQuery<CardDetailRouteQuery>(CardDetailQuery, { id: "Q2FyZDox" });
  return card ? <CardReviewsSection cardRef={card} viewer={viewer ?? null} /> : null;
}

const review = (id: string, text: string, extra: Record<string, unknown> = {}) => ({
  id,
  reviewText: text,
  overallRating: 8,
  positionBreak: null,
  replyCount: 0,
  createdAt: new Date().toISOString(),
  voteStatus: { voteCount: { up: 0, down: 0 }, userVote: null, canVote: true },
  likeStatus: { likeCount: 0, isLikedByCurrentUser: false },
  ...extra,
});

/** The card page with two reviews by the viewer's account (so edit and delete show). */
async function openCardPage(viewerReview: { id: string } | null = null) {
  const page = renderWithRelay(<CardPage />);
  await act(async () =>
    page.resolve("CardDetailRouteQuery", {
      Card: () => ({ id: "Q2FyZDox", name: "손흥민", position: "ST", viewerReview }),
      User: () => ({ databaseId: 7, isAdmin: false, displayName: "테스트감독" }),
      CardReviewsConnection: () => ({ edges: [{ node: review("r-old", "예전 리뷰") }, { node: review("r-other", "다른 리뷰", { positionBreak: "CDM" }) }] }),
      CardReviewSummary: () => ({ reviewCount: 2, recommendation: { likes: 3, dislikes: 1, percent: 75 } }),
    }),
  );
  await screen.findByText("예전 리뷰");
  return page;
}

const items = () => screen.getAllByTestId("review-item");
const item = (text: string) => items().find((el) => el.textContent?.includes(text))!;

// Rendering the whole review section is slow on a loaded machine; the default 5 s is too tight.
describe("card page reviews on the Relay store", { timeout: 20_000 }, () => {
  let confirms: string[];
  beforeEach(() => {
    confirms = [];
    vi.spyOn(window, "confirm").mockImplementation((message) => {
      confirms.push(String(message));
      return true;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("prepends a written review and drops the one it replaced, with the create mutation as the only request", async () => {
    const page = await openCardPage({ id: "r-old" });
    fireEvent.click(screen.getByRole("button", { name: "리뷰 작성" }));
    const form = await screen.findByRole("form", { name: "리뷰 작성" });
    expect(within(form).getByRole("note").textContent).toContain("이전 리뷰를 대신해 표시됩니다");
    for (const label of ["속력", "슛", "패스", "민첩성", "수비", "피지컬"]) fireEvent.change(within(form).getByLabelText(`${label} 평점`), { target: { value: "9" } });
    fireEvent.change(within(form).getByLabelText("포메이션"), { target: { value: "4-3-3 홀딩" } });
    fireEvent.click(within(form).getByRole("button", { name: "리뷰 등록" }));
    await waitFor(() => expect(page.pending()).toEqual(["useCreateReviewMutation"]));
    await act(async () =>
      page.resolve("useCreateReviewMutation", {
        MutationCreateReviewResult: () => ({ __typename: "MutationCreateReviewSuccess" }),
        ReviewPayload: () => ({ replacedReviewId: "r-old" }),
        Review: () => review("r-new", "새 리뷰"),
        Card: () => ({ id: "Q2FyZDox", viewerReview: { id: "r-new" } }),
      }),
    );
    await screen.findByText("리뷰 작성 완료!");
    expect(items().map((el) => el.textContent?.includes("새 리뷰"))).toEqual([true, false]);
    expect(screen.queryByText("예전 리뷰")).toBeNull();
    expect(page.pending()).toEqual([]);
  });

  it("removes a deleted review in place; the confirmation says older reviews do not come back", async () => {
    const page = await openCardPage({ id: "r-old" });
    fireEvent.click(within(item("예전 리뷰")).getByRole("button", { name: "삭제" }));
    expect(confirms[0]).toContain("이전에 작성한 리뷰도 다시 표시되지 않습니다");
    await waitFor(() => expect(page.pending()).toEqual(["useDeleteCardReviewMutation"]));
    await act(async () =>
      page.resolve("useDeleteCardReviewMutation", {
        MutationDeleteReviewResult: () => ({ __typename: "MutationDeleteReviewSuccess" }),
        ReviewDeletedPayload: () => ({ deletedIds: ["r-old"] }),
        Card: () => ({ id: "Q2FyZDox", viewerReview: null }),
      }),
    );
    await screen.findByText("리뷰가 삭제되었습니다.");
    expect(screen.queryByText("예전 리뷰")).toBeNull();
    expect(items()).toHaveLength(1);
    expect(page.pending()).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "리뷰 작성" }));
    expect(within(await screen.findByRole("form", { name: "리뷰 작성" })).queryByRole("note")).toBeNull();
  });

  it("updates the recommendation summary from the vote's payload", async () => {
    const page = await openCardPage();
    const panel = screen.getByTestId("recommend-panel");
    expect(panel.textContent).toContain("75%");
    fireEvent.click(within(item("다른 리뷰")).getByRole("button", { name: /^좋아요 투표/ }));
    await act(async () =>
      page.resolve("useVoteReviewMutation", {
        MutationVoteReviewResult: () => ({ __typename: "MutationVoteReviewSuccess" }),
        Review: () => ({ id: "r-other", voteStatus: { voteCount: { up: 1, down: 0 }, userVote: "up", canVote: false } }),
        Card: () => ({ id: "Q2FyZDox", reviewSummary: { recommendation: { likes: 4, dislikes: 1, percent: 80 } } }),
      }),
    );
    await waitFor(() => expect(panel.textContent).toContain("80%"));
    expect(page.pending()).toEqual([]);
  });

  it("opens the replies from the count button and shows a posted reply", async () => {
    const page = await openCardPage();
    const other = item("다른 리뷰");
    expect(other.textContent).toContain("CDM으로 사용");
    fireEvent.click(within(other).getByRole("button", { name: "댓글 0" }));
    await waitFor(() => expect(page.pending()).toEqual(["ReviewThreadQuery"]));
    await act(async () =>
      page.resolve("ReviewThreadQuery", {
        Review: () => ({ id: "r-other" }),
        ReviewRepliesConnection: () => ({ edges: [{ node: { id: "reply-1", databaseId: 1, parentReplyDatabaseId: null, content: "첫 댓글" } }] }),
      }),
    );
    await within(other).findByText("첫 댓글");
    fireEvent.change(await within(other).findByLabelText("댓글 내용"), { target: { value: "두 번째 댓글" } });
    fireEvent.click(within(other).getByRole("button", { name: "댓글 등록" }));
    await act(async () =>
      page.resolve("useCreateReviewReplyMutation", {
        MutationCreateReviewReplyResult: () => ({ __typename: "MutationCreateReviewReplySuccess" }),
        ReviewReply: () => ({ id: "reply-2", databaseId: 2, parentReplyDatabaseId: null, content: "두 번째 댓글" }),
        Review: () => ({ id: "r-other", replyCount: 2 }),
      }),
    );
    await within(other).findByText("두 번째 댓글");
    expect(within(other).getAllByTestId("review-reply")).toHaveLength(2);
    within(other).getByRole("button", { name: "댓글 2" });
    expect(page.pending()).toEqual([]);
  });
});
