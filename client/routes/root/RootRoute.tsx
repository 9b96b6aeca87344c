import styled from "@emotion/styled";
import { Suspense } from "react";
import { RelayEnvironmentProvider, graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Outlet, ScrollRestoration } from "react-router-dom";
import type { RootRouteQuery } from "../../__generated__/RootRouteQuery.graphql";
import { Footer } from "../../components/layout/Footer";
import { Header } from "../../components/layout/Header";
import { NavigationProgress } from "../../components/layout/NavigationProgress";
import { PageSkeleton } from "../../components/layout/PageSkeleton";
import { ToastProvider } from "../../components/ui/Toast";
import { VisitorTracker } from "../../components/visitors/VisitorTracker";
import { useRouteQueryRef } from "../../relay/routeQuery";

/**
 * App shell around every page. The Relay environment comes from this route's query ref, so a
 * session change (new environment + revalidated loaders) swaps environment and data together.
 */
export function RootRoute() {
  const queryRef = useRouteQueryRef<RootRouteQuery>();
  return (
    <RelayEnvironmentProvider environment={queryRef.environment}>
      <Shell queryRef={queryRef} />
    </RelayEnvironmentProvider>
  );
}

function Shell({ queryRef }: { queryRef: PreloadedQuery<RootRouteQuery> }) {
  const data = usePreloadedQuery<RootRouteQuery>(
    graphql`
      query RootRouteQuery {
        viewer {
          ...Header_viewer
        }
      }
    `,
    queryRef,
  );

  return (
    <ToastProvider>
      <SkipLink href="#main">본문으로 건너뛰기</SkipLink>
      <NavigationProgress />
      <Header viewerRef={data.viewer ?? null} />
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Main>
      <Footer />
      <VisitorTracker />
      <ScrollRestoration />
    </ToastProvider>
  );
}

const SkipLink = styled.a(({ theme }) => ({
  position: "absolute",
  top: "-48px",
  left: theme.space(2),
  zIndex: theme.zIndices.dialog,
  padding: theme.space(2, 4),
  borderRadius: theme.radii.md,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  fontWeight: theme.fontWeights.bold,
  "&:focus": { top: theme.space(2) },
}));

// A full viewport: the footer starts below the fold, so a page whose data arrives after the shell
// paints grows without moving anything on screen (the home page's CLS was the footer jumping down).
const Main = styled.main({ minHeight: "100vh", "&:focus": { outline: "none" } });
