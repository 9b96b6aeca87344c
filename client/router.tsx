import { createBrowserRouter, type HydrationState, type LoaderFunctionArgs, type RouteObject } from "react-router-dom";
import type { OperationType, PreloadableConcreteRequest } from "relay-runtime";
import CardDetailRouteQuery from "./__generated__/CardDetailRouteQuery$parameters";
import type { CardDetailRouteQuery as CardDetailRouteQueryType } from "./__generated__/CardDetailRouteQuery.graphql";
import CardsRouteQuery from "./__generated__/CardsRouteQuery$parameters";
import type { CardsRouteQuery as CardsRouteQueryType } from "./__generated__/CardsRouteQuery.graphql";
import HomeRouteQuery from "./__generated__/HomeRouteQuery$parameters";
import type { HomeRouteQuery as HomeRouteQueryType } from "./__generated__/HomeRouteQuery.graphql";
import NewCardsRouteQuery from "./__generated__/NewCardsRouteQuery$parameters";
import type { NewCardsRouteQuery as NewCardsRouteQueryType } from "./__generated__/NewCardsRouteQuery.graphql";
import PopularCardsRouteQuery from "./__generated__/PopularCardsRouteQuery$parameters";
import type { PopularCardsRouteQuery as PopularCardsRouteQueryType } from "./__generated__/PopularCardsRouteQuery.graphql";
import RankingsRouteQuery from "./__generated__/RankingsRouteQuery$parameters";
import type { RankingsRouteQuery as RankingsRouteQueryType } from "./__generated__/RankingsRouteQuery.graphql";
import ChangePasswordRouteQuery from "./__generated__/ChangePasswordRouteQuery$parameters";
import type { ChangePasswordRouteQuery as ChangePasswordRouteQueryType } from "./__generated__/ChangePasswordRouteQuery.graphql";
import LoginRouteQuery from "./__generated__/LoginRouteQuery$parameters";
import type { LoginRouteQuery as LoginRouteQueryType } from "./__generated__/LoginRouteQuery.graphql";
import AdminRouteQuery from "./__generated__/AdminRouteQuery$parameters";
import type { AdminRouteQuery as AdminRouteQueryType } from "./__generated__/AdminRouteQuery.graphql";
import MediaMigrationRouteQuery from "./__generated__/MediaMigrationRouteQuery$parameters";
import type { MediaMigrationRouteQuery as MediaMigrationRouteQueryType } from "./__generated__/MediaMigrationRouteQuery.graphql";
import ObjectStorageDemoRouteQuery from "./__generated__/ObjectStorageDemoRouteQuery$parameters";
import type { ObjectStorageDemoRouteQuery as ObjectStorageDemoRouteQueryType } from "./__generated__/ObjectStorageDemoRouteQuery.graphql";
import MyActivityRouteQuery from "./__generated__/MyActivityRouteQuery$parameters";
import type { MyActivityRouteQuery as MyActivityRouteQueryType } from "./__generated__/MyActivityRouteQuery.graphql";
import ProfileRouteQuery from "./__generated__/ProfileRouteQuery$parameters";
import type { ProfileRouteQuery as ProfileRouteQueryType } from "./__generated__/ProfileRouteQuery.graphql";
import UserRouteQuery from "./__generated__/UserRouteQuery$parameters";
import type { UserRouteQuery as UserRouteQueryType } from "./__generated__/UserRouteQuery.graphql";
import { userLoaderVariables } from "./routes/users/userUrl";
import WatchlistRouteQuery from "./__generated__/WatchlistRouteQuery$parameters";
import type { WatchlistRouteQuery as WatchlistRouteQueryType } from "./__generated__/WatchlistRouteQuery.graphql";
import CommunityRouteQuery from "./__generated__/CommunityRouteQuery$parameters";
import type { CommunityRouteQuery as CommunityRouteQueryType } from "./__generated__/CommunityRouteQuery.graphql";
import PostRouteQuery from "./__generated__/PostRouteQuery$parameters";
import type { PostRouteQuery as PostRouteQueryType } from "./__generated__/PostRouteQuery.graphql";
import WriteRouteQuery from "./__generated__/WriteRouteQuery$parameters";
import type { WriteRouteQuery as WriteRouteQueryType } from "./__generated__/WriteRouteQuery.graphql";
import RootRouteQuery, { type RootRouteQuery as RootRouteQueryType } from "./__generated__/RootRouteQuery.graphql";
import FormationPageRouteQuery from "./__generated__/FormationPageRouteQuery$parameters";
import type { FormationPageRouteQuery as FormationPageRouteQueryType } from "./__generated__/FormationPageRouteQuery.graphql";
import FormationsRouteQuery from "./__generated__/FormationsRouteQuery$parameters";
import type { FormationsRouteQuery as FormationsRouteQueryType } from "./__generated__/FormationsRouteQuery.graphql";
import FormationTopRouteQuery from "./__generated__/FormationTopRouteQuery$parameters";
import type { FormationTopRouteQuery as FormationTopRouteQueryType } from "./__generated__/FormationTopRouteQuery.graphql";
import CompareRouteQuery from "./__generated__/CompareRouteQuery$parameters";
import type { CompareRouteQuery as CompareRouteQueryType } from "./__generated__/CompareRouteQuery.graphql";
import SquadBuilderRouteQuery from "./__generated__/SquadBuilderRouteQuery$parameters";
import type { SquadBuilderRouteQuery as SquadBuilderRouteQueryType } from "./__generated__/SquadBuilderRouteQuery.graphql";
import SquadRouteQuery from "./__generated__/SquadRouteQuery$parameters";
import type { SquadRouteQuery as SquadRouteQueryType } from "./__generated__/SquadRouteQuery.graphql";
import SquadsRouteQuery from "./__generated__/SquadsRouteQuery$parameters";
import type { SquadsRouteQuery as SquadsRouteQueryType } from "./__generated__/SquadsRouteQuery.graphql";
import { AppSkeleton } from "./components/layout/AppSkeleton";
import { ensureHistoryEntryKey } from "./lib/historyEntryKey";
import { routeQueryLoader } from "./relay/routeQuery";
import { withRouteIds } from "./routeIds";
import { NotFoundRoute } from "./routes/NotFoundRoute";
import { RootRoute } from "./routes/root/RootRoute";
import { CardSearchErrorBoundary, RouteErrorBoundary } from "./routes/RouteErrorBoundary";
import { cardDetailLoaderVariables } from "./routes/cards/cardDetailUrl";
import { rankingsVariables } from "./routes/rankings/rankingsUrl";
import { postLoaderVariables, writeLoaderVariables } from "./routes/community/postUrl";

/**
 * A route loader whose variables are read by a module that loads with the route (as the route's
 * code does): its rules (card search, comparisons, boards) stay out of the entry chunk that every
 * page downloads and preloads.
 */
function loaderWithVariables<T extends OperationType>(
  query: PreloadableConcreteRequest<T>,
  variables: () => Promise<(args: LoaderFunctionArgs) => T["variables"]>,
) {
  return async (args: LoaderFunctionArgs) => routeQueryLoader<T>(query, await variables())(args);
}
const cardsLoader = loaderWithVariables<CardsRouteQueryType>(CardsRouteQuery, async () => (await import("./routes/cards/cardSearchUrl")).cardsLoaderVariables);
const newCardsLoader = loaderWithVariables<NewCardsRouteQueryType>(NewCardsRouteQuery, async () => (await import("./routes/newCards/newCardsUrl")).newCardsVariables);
const popularCardsLoader = loaderWithVariables<PopularCardsRouteQueryType>(
  PopularCardsRouteQuery,
  async () => (await import("./routes/popularCards/popularCardsUrl")).popularCardsVariables,
);
const communityLoader = loaderWithVariables<CommunityRouteQueryType>(CommunityRouteQuery, async () => (await import("./routes/community/communityUrl")).communityLoaderVariables);
const compareLoader = loaderWithVariables<CompareRouteQueryType>(CompareRouteQuery, async () => (await import("./routes/tools/compareUrl")).compareLoaderVariables);

// Community (issue #14): the post page and editor also answer my-activity's /community/posts/... links.
const postRoute = (path: string): RouteObject => ({
  path,
  loader: routeQueryLoader<PostRouteQueryType>(PostRouteQuery, postLoaderVariables),
  lazy: {
    Component: async () => (await import("./routes/community/PostRoute")).PostRoute,
    ErrorBoundary: async () => (await import("./routes/community/PostRoute")).PostLoadFailed,
  },
});
// The formation tables (domain/formations) are for these pages only: the variables load with them.
const formationUrl = () => import("./routes/formations/formationUrl");
const formationPageLoader = loaderWithVariables<FormationPageRouteQueryType>(FormationPageRouteQuery, async () => (await formationUrl()).formationPageVariables);
const formationTopLoader = loaderWithVariables<FormationTopRouteQueryType>(FormationTopRouteQuery, async () => (await formationUrl()).formationTopVariables);

const writeRoute = (path: string): RouteObject => ({
  path,
  loader: routeQueryLoader<WriteRouteQueryType>(WriteRouteQuery, writeLoaderVariables),
  lazy: { Component: async () => (await import("./routes/community/WriteRoute")).WriteRoute },
});
// The squad rules (domain/squadCode, formations) load with the squad pages only.
const squadUrls = () => import("./routes/squads/squadUrls");
const squadBuilderLoader = loaderWithVariables<SquadBuilderRouteQueryType>(SquadBuilderRouteQuery, async () => (await squadUrls()).squadBuilderVariables);
const squadsLoader = loaderWithVariables<SquadsRouteQueryType>(SquadsRouteQuery, async () => (await squadUrls()).squadsVariables);
const squadPageLoader = routeQueryLoader<SquadRouteQueryType>(SquadRouteQuery, ({ params }) => ({ id: btoa(`Squad:${params.id}`) }));

/**
 * Data routes. Loaders start each route's Relay query while `lazy` fetches the route's code,
 * so both download in parallel (https://relay.dev/docs/guided-tour/rendering/queries/).
 * Fresh objects per router: react-router caches resolved `lazy` results per route object.
 */
export const createRoutes = (): RouteObject[] =>
  withRouteIds([
    {
      id: "root",
      path: "/",
      loader: routeQueryLoader<RootRouteQueryType>(RootRouteQuery),
      Component: RootRoute,
      HydrateFallback: AppSkeleton,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          // Page errors render inside the shell, so the header and footer stay usable.
          ErrorBoundary: RouteErrorBoundary,
          children: [
            {
              index: true,
              loader: routeQueryLoader<HomeRouteQueryType>(HomeRouteQuery),
              lazy: { Component: async () => (await import("./routes/home/HomeRoute")).HomeRoute },
            },
            {
              path: "/cards",
              ErrorBoundary: CardSearchErrorBoundary,
              loader: cardsLoader,
              lazy: { Component: async () => (await import("./routes/cards/CardsRoute")).CardsRoute },
            },
            {
              path: "/cards/:id",
              loader: routeQueryLoader<CardDetailRouteQueryType>(CardDetailRouteQuery, cardDetailLoaderVariables),
              lazy: {
                Component: async () => (await import("./routes/cards/CardDetailRoute")).CardDetailRoute,
                // "Missing or fails to load" both read as not found on this page.
                ErrorBoundary: async () => (await import("./routes/cards/CardDetailRoute")).CardNotFound,
              },
            },
            {
              path: "/new-cards",
              loader: newCardsLoader,
              lazy: { Component: async () => (await import("./routes/newCards/NewCardsRoute")).NewCardsRoute },
            },
            {
              path: "/popular-cards",
              loader: popularCardsLoader,
              lazy: { Component: async () => (await import("./routes/popularCards/PopularCardsRoute")).PopularCardsRoute },
            },
            {
              path: "/rankings/:position?",
              loader: routeQueryLoader<RankingsRouteQueryType>(RankingsRouteQuery, rankingsVariables),
              lazy: { Component: async () => (await import("./routes/rankings/RankingsRoute")).RankingsRoute },
            },
            // Accounts (issue #3).
            {
              path: "/login",
              loader: routeQueryLoader<LoginRouteQueryType>(LoginRouteQuery),
              lazy: { Component: async () => (await import("./routes/login/LoginRoute")).LoginRoute },
            },
            { path: "/register", lazy: { Component: async () => (await import("./routes/login/RegisterRoute")).RegisterRoute } },
            {
              path: "/forgot-password",
              lazy: { Component: async () => (await import("./routes/forgotPassword/ForgotPasswordRoute")).ForgotPasswordRoute },
            },
            {
              path: "/change-password",
              loader: routeQueryLoader<ChangePasswordRouteQueryType>(ChangePasswordRouteQuery),
              lazy: { Component: async () => (await import("./routes/changePassword/ChangePasswordRoute")).ChangePasswordRoute },
            },
            {
              path: "/profile",
              loader: routeQueryLoader<ProfileRouteQueryType>(ProfileRouteQuery),
              lazy: { Component: async () => (await import("./routes/profile/ProfileRoute")).ProfileRoute },
            },
            {
              path: "/users/:id",
              loader: routeQueryLoader<UserRouteQueryType>(UserRouteQuery, userLoaderVariables),
              lazy: { Component: async () => (await import("./routes/users/UserRoute")).UserRoute },
            },
            {
              path: "/watchlist",
              loader: routeQueryLoader<WatchlistRouteQueryType>(WatchlistRouteQuery),
              lazy: { Component: async () => (await import("./routes/watchlist/WatchlistRoute")).WatchlistRoute },
            },
            {
              path: "/my-reviews",
              loader: routeQueryLoader<MyActivityRouteQueryType>(MyActivityRouteQuery),
              lazy: { Component: async () => (await import("./routes/myActivity/MyActivityRoute")).MyActivityRoute },
            },
            {
              path: "/community",
              loader: communityLoader,
              lazy: { Component: async () => (await import("./routes/community/CommunityRoute")).CommunityRoute },
            },
            writeRoute("/community/write"),
            writeRoute("/community/posts/:id/edit"),
            postRoute("/posts/:id"),
            postRoute("/community/posts/:id"),
            // Formations (issue #15).
            {
              path: "/formation-rankings",
              loader: formationPageLoader,
              lazy: { Component: async () => (await import("./routes/formations/FormationRankingsRoute")).FormationRankingsRoute },
            },
            {
              path: "/formation-detail",
              loader: formationPageLoader,
              lazy: { Component: async () => (await import("./routes/formations/FormationDetailRoute")).FormationDetailRoute },
            },
            {
              path: "/formations",
              loader: routeQueryLoader<FormationsRouteQueryType>(FormationsRouteQuery),
              lazy: { Component: async () => (await import("./routes/formations/FormationsRoute")).FormationsRoute },
            },
            {
              path: "/formations/:formation/:formationPosition",
              loader: formationTopLoader,
              lazy: { Component: async () => (await import("./routes/formations/FormationTopRoute")).FormationTopRoute },
            },
            // Tools (issue #16): computed in the browser from domain/, or queried on demand.
            { path: "/formation-finder", lazy: { Component: async () => (await import("./routes/tools/FormationFinderRoute")).FormationFinderRoute } },
            { path: "/stat-leaders", lazy: { Component: async () => (await import("./routes/tools/StatLeadersRoute")).StatLeadersRoute } },
            {
              path: "/skill-boost-comparison",
              lazy: { Component: async () => (await import("./routes/tools/SkillBoostComparisonRoute")).SkillBoostComparisonRoute },
            },
            {
              path: "/compare",
              loader: compareLoader,
              lazy: { Component: async () => (await import("./routes/tools/CompareRoute")).CompareRoute },
            },
            // Squads (issue #31): the builder's draft lives in ?s=, so its edits do not re-run the loader.
            {
              path: "/squad-builder",
              loader: squadBuilderLoader,
              shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
                currentUrl.pathname !== nextUrl.pathname || currentUrl.searchParams.get("edit") !== nextUrl.searchParams.get("edit")
                  ? defaultShouldRevalidate
                  : false,
              lazy: { Component: async () => (await import("./routes/squads/SquadBuilderRoute")).SquadBuilderRoute },
            },
            {
              path: "/squads",
              loader: squadsLoader,
              lazy: { Component: async () => (await import("./routes/squads/SquadsRoute")).SquadsRoute },
            },
            {
              path: "/squads/:id",
              loader: squadPageLoader,
              lazy: { Component: async () => (await import("./routes/squads/SquadRoute")).SquadRoute },
            },
            {
              path: "/admin",
              loader: routeQueryLoader<AdminRouteQueryType>(AdminRouteQuery),
              lazy: { Component: async () => (await import("./routes/admin/AdminRoute")).AdminRoute },
            },
            // Media (issue #13).
            {
              path: "/admin/migration",
              loader: routeQueryLoader<MediaMigrationRouteQueryType>(MediaMigrationRouteQuery),
              lazy: { Component: async () => (await import("./routes/media/MediaMigrationRoute")).MediaMigrationRoute },
            },
            {
              path: "/object-storage-demo",
              loader: routeQueryLoader<ObjectStorageDemoRouteQueryType>(ObjectStorageDemoRouteQuery),
              lazy: { Component: async () => (await import("./routes/media/ObjectStorageDemoRoute")).ObjectStorageDemoRoute },
            },
            { path: "*", Component: NotFoundRoute },
          ],
        },
      ],
    },
  ]);

/** The browser's router; `hydrationData` when the page came server-rendered (client/ssr/hydration.ts). */
export function createAppRouter(routes = createRoutes(), hydrationData?: HydrationState) {
  ensureHistoryEntryKey();
  return createBrowserRouter(routes, { hydrationData });
}
