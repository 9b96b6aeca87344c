import { ThemeProvider } from "@emotion/react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startSessionSync } from "./auth/sessionSync";
import { getToken, setToken } from "./auth/token";
import { resetRelayEnvironment } from "./relay/environment";
import { createRoutes } from "./router";
import { theme } from "./theme/theme";

type Request = { operationName: string; variables: unknown; authorization: string | null };

const viewer = {
  id: "VXNlcjox",
  displayName: "테스트감독",
  isAdmin: false,
  avatarUrl: null,
  unreadNotificationCount: 2,
  latest: { edges: [] },
};

const notice = (n: number) => ({
  cursor: `c${n}`,
  node: { id: `UG9zdDo${n}`, databaseId: 100 + n, title: `공지 ${n}`, createdAt: new Date(Date.now() - n * 3_600_000).toISOString() },
});

/** Answers /graphql like the API: the viewer only with a bearer token. */
function mockApi({ notices = 0, failing = "" } = {}) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    const authorization = new Headers(init?.headers).get("Authorization");
    requests.push({ operationName: body.operationName, variables: body.variables, authorization });
    if (body.operationName === failing) return new Response("Bad Gateway", { status: 502 });
    const data =
      body.operationName === "RootRouteQuery"
        ? { viewer: authorization ? viewer : null }
        : body.operationName === "HomeRouteQuery"
          ? {
              banners: [{ id: "QmFubmVyOjE=", title: "신규 카드 업데이트", imageUrl: "/uploads/b1.png", linkUrl: "/new-cards", displayOrder: 0 }],
              notices: { edges: Array.from({ length: notices }, (_, i) => notice(i + 1)) },
              posts: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } },
              newCards: { edges: [] },
              popularCards: { edges: [] },
              topPlayers: [],
              recommendedFormations: [],
            }
          : body.operationName === "CardsRouteQuery"
            ? { cards: { totalCount: 0, edges: [] }, cardFacets: { className: [], team: [], league: [], nation: [] }, cardLevelChoices: [] }
          : body.operationName === "CommunityRouteQuery"
            ? { viewer: authorization ? { id: viewer.id } : null, posts: { totalCount: 0, edges: [], pageInfo: { endCursor: null, hasNextPage: false } }, levelRanking: { totalCount: 0, edges: [] } }
          : body.operationName === "FormationsRouteQuery"
            ? { formations: [] }
          : { trackVisit: { __typename: "MutationTrackVisitSuccess" } };
    return new Response(JSON.stringify({ data }), { headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return requests;
}

const teardown: Array<() => void> = [];

function renderApp(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  teardown.push(startSessionSync(router), () => router.dispose());
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

describe("app routes", () => {
  beforeEach(() => {
    resetRelayEnvironment();
  });

  afterEach(() => {
    for (const stop of teardown.splice(0)) stop();
  });

  it("renders the home page for a visitor with a login link and no notices", async () => {
    const requests = mockApi();
    renderApp("/");
    expect(await screen.findByText("아직 공지사항이 없습니다")).toBeTruthy();
    expect(screen.getByRole("link", { name: "FC 모바일 카드 DB 홈" }).getAttribute("href")).toBe("/");
    expect(screen.getAllByRole("link", { name: "로그인", hidden: true })[0].getAttribute("href")).toBe("/login");
    expect(screen.getByRole("group", { name: "1 / 1: 신규 카드 업데이트" })).toBeTruthy();
    expect(requests.every((request) => request.authorization === null)).toBe(true);
  });

  it("lists the three latest notices linking to their posts", async () => {
    mockApi({ notices: 3 });
    renderApp("/");
    const section = (await screen.findByRole("heading", { name: "공지사항" })).closest("section");
    if (!section) throw new Error("notices section missing");
    const links = within(section).getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("/posts/"));
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/posts/101", "/posts/102", "/posts/103"]);
    expect(within(section).getByText("1시간 전")).toBeTruthy();
  });

  it("sends the bearer token, shows the bell and logs out back to a visitor", async () => {
    setToken("secret-token");
    const requests = mockApi();
    const router = renderApp("/community");
    const bell = await screen.findByRole("button", { name: "알림 (읽지 않은 알림 2개)" });
    expect(within(bell).getByTestId("unread-dot")).toBeTruthy();
    expect(requests[0].authorization).toBe("Bearer secret-token");

    fireEvent.click(screen.getByRole("button", { name: /^테스트감독\s*계정 메뉴$/, hidden: true }));
    fireEvent.click(screen.getByRole("button", { name: "로그아웃", hidden: true }));

    await waitFor(() => expect(screen.queryByRole("button", { name: /알림/ })).toBeNull());
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe("/");
    expect(requests.at(-1)?.authorization).toBeNull();
  });

  it("shows the not-found page for unknown paths", async () => {
    mockApi();
    renderApp("/does-not-exist/at/all");
    expect(await screen.findByRole("heading", { name: "페이지를 찾을 수 없습니다" })).toBeTruthy();
    expect(screen.getByText("요청하신 페이지가 존재하지 않거나 이동되었습니다.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "홈으로 돌아가기" }).getAttribute("href")).toBe("/");
  });

  it("serves /cards as the card search with its Korean empty state", async () => {
    const requests = mockApi();
    renderApp("/cards?search=ㅅㅎ&position=ST&offset=20");
    expect(await screen.findByText("검색 조건에 맞는 카드가 없습니다.")).toBeTruthy();
    expect(requests.find((r) => r.operationName === "CardsRouteQuery")?.variables).toEqual({
      filter: { search: "ㅅㅎ", position: "ST" }, sort: "OVR", first: 20, offset: 20,
    });
  });

  it.each(["/admin/migration", "/object-storage-demo"])(
    "serves %s (asking a visitor to log in) rather than a 404",
    async (path) => {
      mockApi();
      renderApp(path);
      expect(await screen.findByRole("heading", { name: "로그인이 필요합니다" })).toBeTruthy();
    },
  );

  it("shows the spec's search error with a retry when the card search fails", async () => {
    const requests = mockApi({ failing: "CardsRouteQuery" });
    renderApp("/cards?search=%E3%85%87");
    expect(await screen.findByRole("heading", { name: "검색 중 오류가 발생했습니다." })).toBeTruthy();
    expect(screen.getByText("카드를 불러오는 중 오류가 발생했습니다. 다시 시도해주세요.")).toBeTruthy();
    // The header and footer stay usable around the error.
    expect(screen.getByRole("link", { name: "FC 모바일 카드 DB 홈" })).toBeTruthy();
    const attempts = () => requests.filter((r) => r.operationName === "CardsRouteQuery").length;
    const before = attempts();
    fireEvent.click(screen.getByRole("button", { name: "다시 시도" }));
    await waitFor(() => expect(attempts()).toBeGreaterThan(before));
  });

  it("tracks the visit after a second on the page", async () => {
    const requests = mockApi();
    renderApp("/formations");
    await screen.findByText("포메이션 통계 데이터가 없습니다.");
    const visit = () => requests.find((request) => request.operationName === "useTrackVisitMutation");
    await waitFor(() => expect(visit()).toBeDefined());
    expect(visit()?.variables).toMatchObject({ input: { page: "/formations", referrer: null } });
  });
});
