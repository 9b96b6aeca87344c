import { ThemeProvider } from "@emotion/react";
import { render } from "@testing-library/react";
import { Suspense, type ReactElement } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { MemoryRouter } from "react-router-dom";
import { vi } from "vitest";
import type { OperationDescriptor } from "relay-runtime";
import { MockPayloadGenerator, createMockEnvironment } from "relay-test-utils";
import type { MockResolvers } from "relay-test-utils/lib/RelayMockPayloadGenerator";
import { ToastProvider } from "../../client/components/ui/Toast";
import { theme } from "../../client/theme/theme";

/**
 * Renders `ui` on Relay's mock environment inside the app's providers (theme, router, toasts).
 * Operations wait until the test resolves them, so a test sees every request the UI makes.
 */
export function renderWithRelay(ui: ReactElement) {
  // relay-test-utils builds its spies with the global `jest`; Vitest's `vi` has the same API.
  Object.assign(globalThis, { jest: vi });
  const environment = createMockEnvironment();
  const view = render(
    <ThemeProvider theme={theme}>
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter>
          <ToastProvider>
            <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
          </ToastProvider>
        </MemoryRouter>
      </RelayEnvironmentProvider>
    </ThemeProvider>,
  );
  /** Names of the operations sent and not answered yet. */
  const pending = () => environment.mock.getAllOperations().map((op) => op.request.node.params.name);
  /** Answers the newest pending operation, which must be `name`, with mock data shaped by `resolvers`. */
  const resolve = (name: string, resolvers: MockResolvers = {}) =>
    environment.mock.resolveMostRecentOperation((op: OperationDescriptor) => {
      if (op.request.node.params.name !== name) throw new Error(`expected ${name}, got ${op.request.node.params.name}`);
      return MockPayloadGenerator.generate(op, resolvers);
    });
  return { ...view, environment, pending, resolve };
}
