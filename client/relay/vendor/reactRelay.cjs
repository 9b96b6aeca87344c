"use strict";
// react-relay's hooks entry without entry points, the profiler context and experimental hooks
// (see relayRuntime.cjs for why; vite.config.ts resolves `react-relay` here for the browser build).
/* eslint-disable @typescript-eslint/no-require-imports */
const { ConnectionHandler, commitLocalUpdate, commitMutation, fetchQuery, graphql, requestSubscription } = require("relay-runtime");

module.exports = {
  ConnectionHandler,
  commitLocalUpdate,
  commitMutation,
  fetchQuery,
  graphql,
  requestSubscription,
  RelayEnvironmentProvider: require("react-relay/lib/relay-hooks/RelayEnvironmentProvider"),
  loadQuery: require("react-relay/lib/relay-hooks/loadQuery").loadQuery,
  useFragment: require("react-relay/lib/relay-hooks/useFragment"),
  useLazyLoadQuery: require("react-relay/lib/relay-hooks/useLazyLoadQuery"),
  useMutation: require("react-relay/lib/relay-hooks/useMutation"),
  usePaginationFragment: require("react-relay/lib/relay-hooks/usePaginationFragment"),
  usePreloadedQuery: require("react-relay/lib/relay-hooks/usePreloadedQuery"),
  useQueryLoader: require("react-relay/lib/relay-hooks/useQueryLoader"),
  useRefetchableFragment: require("react-relay/lib/relay-hooks/useRefetchableFragment"),
  useRelayEnvironment: require("react-relay/lib/relay-hooks/useRelayEnvironment"),
  useSubscription: require("react-relay/lib/relay-hooks/useSubscription"),
};
