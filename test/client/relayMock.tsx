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
 * Fields whose generated mock (`true` for any Boolean) would change what every test sees: a
 * member is not blocked by the viewer unless a test says so. A test's own resolver for the type
 * is applied over these.
 */
const DEFAULT_FIELDS: Record<string, Record<string, unknown>> = { User: { isBlockedByViewer: false } };

function withDefaults(resolvers: MockResolvers): MockResolvers {
  const merged: MockResolvers = { ...resolvers };
  for (const [type, fields] of Object.entries(DEFAULT_FIELDS)) {
    const own = resolvers[type];
    merged[type] = (context, generateId) => ({ ...fields, ...((own?.(context, generateId) as object | undefined) ?? {}) });
  }
  return merged;
}

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
      return MockPayloadGenerator.generate(op, withDefaults(resolvers));
    });
  return { ...view, environment, pending, resolve };
}
