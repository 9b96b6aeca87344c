import { act, screen, waitFor } from "@testing-library/react";
import { useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import RootQuery, { type RootRouteQuery } from "../../__generated__/RootRouteQuery.graphql";
import { renderWithRelay } from "../../../test/client/relayMock";
import type * as Subscriptions from "../../relay/subscriptions";
import type { SocketState } from "../../relay/subscriptions";
import { Header } from "../layout/Header";

const socket = vi.hoisted(() => ({ state: "connected" as SocketState, listeners: new Set<() => void>() }));
vi.mock("../../relay/subscriptions", async (importOriginal) => ({
  ...(await importOriginal<typeof Subscriptions>()),
  getSocketState: () => socket.state,
  subscribeSocketState: (listener: () => void) => {
    socket.listeners.add(listener);
    return () => {
      socket.listeners.delete(listener);
    };
  },
}));

function setSocketState(state: SocketState) {
  socket.state = state;
  for (const listener of socket.listeners) listener();
}

function Shell() {
  const { viewer } = useLazyLoadQuery<RootRouteQuery>(RootQuery, {});
  return <Header viewerRef={viewer ?? null} />;
}

async function signedInHeader(unread: number) {
  const page = renderWithRelay(<Shell />);
  await act(async () => page.resolve("RootRouteQuery", { User: () => ({ id: "VXNlcjox", displayName: "테스트감독", unreadNotificationCount: unread }) }));
  return page;
}

/** The bell's subscription, once its effect has run (later than the first paint on a busy machine). */
function subscriptionOf(page: Awaited<ReturnType<typeof signedInHeader>>) {
  return waitFor(() => {
    const found = page.environment.mock.getAllOperations().find((op) => op.request.node.params.name === "useNotificationReceivedSubscription");
    expect(found).toBeDefined();
    return found;
  });
}

describe("the bell's unread count comes from GraphQL", () => {
  afterEach(() => {
    socket.state = "connected";
  });

  it("takes the count each notificationReceived event carries while the socket is up, without polling", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const page = await signedInHeader(1);
    await screen.findByRole("button", { name: "알림 (읽지 않은 알림 1개)" });
    const subscription = await subscriptionOf(page);
    expect(subscription).toBeDefined();
    await act(async () => page.environment.mock.nextValue(subscription!, MockPayloadGenerator.generate(subscription!, { Notification: () => ({ id: "Tm90aWZpY2F0aW9uOjk=" }), User: () => ({ id: "VXNlcjox", unreadNotificationCount: 2 }) })));
    await screen.findByRole("button", { name: "알림 (읽지 않은 알림 2개)" });
    // A polite live region carries the new count to screen readers.
    expect(screen.getByText("읽지 않은 알림 2개").getAttribute("role")).toBe("status");
    expect(page.pending()).not.toContain("NotificationBellPollingQuery");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("subscribes after the newest notification the page loaded, and a replay after polling does not count twice", async () => {
    socket.state = "failed";
    const page = renderWithRelay(<Shell />);
    await act(async () =>
      page.resolve("RootRouteQuery", {
        User: () => ({ id: "VXNlcjox", displayName: "테스트감독", unreadNotificationCount: 0 }),
        Notification: () => ({ id: "Tm90aWZpY2F0aW9uOjQ=" }),
      }),
    );
    const subscription = await subscriptionOf(page);
    expect(subscription?.request.variables).toEqual({ after: "Tm90aWZpY2F0aW9uOjQ=", fromStart: false });
    // Polling counted two notifications made while the socket was down; the reconnect then replays both.
    await waitFor(() => expect(page.pending()).toContain("NotificationBellPollingQuery"));
    await act(async () => page.resolve("NotificationBellPollingQuery", { User: () => ({ id: "VXNlcjox", unreadNotificationCount: 2 }) }));
    act(() => setSocketState("connected"));
    for (const id of ["Tm90aWZpY2F0aW9uOjU=", "Tm90aWZpY2F0aW9uOjY="]) {
      await act(async () =>
        page.environment.mock.nextValue(subscription!, MockPayloadGenerator.generate(subscription!, { Notification: () => ({ id }), User: () => ({ id: "VXNlcjox", unreadNotificationCount: 2 }) })),
      );
    }
    await screen.findByRole("button", { name: "알림 (읽지 않은 알림 2개)" });
  });

  it("subscribes from the first notification when the page loaded none: a member's first one may land before the subscribe does", async () => {
    const page = renderWithRelay(<Shell />);
    await act(async () =>
      page.resolve("RootRouteQuery", {
        User: () => ({ id: "VXNlcjox", displayName: "테스트감독", unreadNotificationCount: 0 }),
        UserNotificationsConnection: () => ({ edges: [] }),
      }),
    );
    const subscription = await subscriptionOf(page);
    expect(subscription?.request.variables).toEqual({ after: null, fromStart: true });
  });

  it("asks GraphQL for viewer.unreadNotificationCount while the socket is down (no REST call)", async () => {
    socket.state = "failed";
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const page = await signedInHeader(0);
    await waitFor(() => expect(page.pending()).toContain("NotificationBellPollingQuery"));
    await act(async () => page.resolve("NotificationBellPollingQuery", { User: () => ({ id: "VXNlcjox", unreadNotificationCount: 5 }) }));
    await screen.findByRole("button", { name: "알림 (읽지 않은 알림 5개)" });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("catches up once when the socket is back: notifications made while it was down are counted", async () => {
    socket.state = "failed";
    const page = await signedInHeader(0);
    await waitFor(() => expect(page.pending()).toContain("NotificationBellPollingQuery"));
    await act(async () => page.resolve("NotificationBellPollingQuery", { User: () => ({ id: "VXNlcjox", unreadNotificationCount: 0 }) }));
    act(() => setSocketState("connected"));
    await waitFor(() => expect(page.pending()).toContain("NotificationBellPollingQuery"));
    await act(async () => page.resolve("NotificationBellPollingQuery", { User: () => ({ id: "VXNlcjox", unreadNotificationCount: 3 }) }));
    await screen.findByRole("button", { name: "알림 (읽지 않은 알림 3개)" });
  });
});
