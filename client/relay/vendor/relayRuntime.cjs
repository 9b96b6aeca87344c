"use strict";
// relay-runtime's index without what this client never runs: legacy containers' fragment spec
// resolvers, experimental observers, the response cache, the standalone normalization engine.
// The package is CommonJS, which the bundler cannot tree-shake, so everything its index requires
// ships; vite.config.ts resolves `relay-runtime` here for the browser build (tests use the package).
// CommonJS like the package itself: an ES module wrapper here costs ~0.7 kB gzip of interop code.
/* eslint-disable @typescript-eslint/no-require-imports */
const ConnectionHandler = require("relay-runtime/lib/handlers/connection/ConnectionHandler");
const ConnectionInterface = require("relay-runtime/lib/handlers/connection/ConnectionInterface");
const MutationHandlers = require("relay-runtime/lib/handlers/connection/MutationHandlers");
const RelayDefaultHandlerProvider = require("relay-runtime/lib/handlers/RelayDefaultHandlerProvider");
const applyOptimisticMutation = require("relay-runtime/lib/mutations/applyOptimisticMutation");
const commitLocalUpdate = require("relay-runtime/lib/mutations/commitLocalUpdate");
const commitMutation = require("relay-runtime/lib/mutations/commitMutation");
const RelayDeclarativeMutationConfig = require("relay-runtime/lib/mutations/RelayDeclarativeMutationConfig");
const RelayNetwork = require("relay-runtime/lib/network/RelayNetwork");
const RelayObservable = require("relay-runtime/lib/network/RelayObservable");
const fetchQuery = require("relay-runtime/lib/query/fetchQuery");
const fetchQueryInternal = require("relay-runtime/lib/query/fetchQueryInternal");
const GraphQLTag = require("relay-runtime/lib/query/GraphQLTag");
const PreloadableQueryRegistry = require("relay-runtime/lib/query/PreloadableQueryRegistry");
const ClientID = require("relay-runtime/lib/store/ClientID");
const createRelayContext = require("relay-runtime/lib/store/createRelayContext");
const createRelayLoggingContext = require("relay-runtime/lib/store/createRelayLoggingContext");
const defaultGetDataID = require("relay-runtime/lib/store/defaultGetDataID");
const isRelayModernEnvironment = require("relay-runtime/lib/store/isRelayModernEnvironment");
const LiveResolverSuspenseSentinel = require("relay-runtime/lib/store/live-resolvers/LiveResolverSuspenseSentinel");
const normalizeResponse = require("relay-runtime/lib/store/normalizeResponse");
const RelayConcreteVariables = require("relay-runtime/lib/store/RelayConcreteVariables");
const RelayModernEnvironment = require("relay-runtime/lib/store/RelayModernEnvironment");
const RelayModernOperationDescriptor = require("relay-runtime/lib/store/RelayModernOperationDescriptor");
const RelayModernRecord = require("relay-runtime/lib/store/RelayModernRecord");
const RelayModernSelector = require("relay-runtime/lib/store/RelayModernSelector");
const RelayModernStore = require("relay-runtime/lib/store/RelayModernStore");
const RelayOperationTracker = require("relay-runtime/lib/store/RelayOperationTracker");
const RelayRecordSource = require("relay-runtime/lib/store/RelayRecordSource");
const RelayStoreUtils = require("relay-runtime/lib/store/RelayStoreUtils");
const ResolverFragments = require("relay-runtime/lib/store/ResolverFragments");
const requestSubscription = require("relay-runtime/lib/subscription/requestSubscription");
const getFragmentIdentifier = require("relay-runtime/lib/util/getFragmentIdentifier");
const getPaginationMetadata = require("relay-runtime/lib/util/getPaginationMetadata");
const getPaginationVariables = require("relay-runtime/lib/util/getPaginationVariables");
const getPendingOperationsForFragment = require("relay-runtime/lib/util/getPendingOperationsForFragment");
const getRefetchMetadata = require("relay-runtime/lib/util/getRefetchMetadata");
const getRequestIdentifier = require("relay-runtime/lib/util/getRequestIdentifier");
const getValueAtPath = require("relay-runtime/lib/util/getValueAtPath");
const isPromise = require("relay-runtime/lib/util/isPromise");
const recycleNodesInto = require("relay-runtime/lib/util/recycleNodesInto");
const RelayConcreteNode = require("relay-runtime/lib/util/RelayConcreteNode");
const RelayError = require("relay-runtime/lib/util/RelayError");
const RelayFeatureFlags = require("relay-runtime/lib/util/RelayFeatureFlags");
const RelayReplaySubject = require("relay-runtime/lib/util/RelayReplaySubject");
const withProvidedVariables = require("relay-runtime/lib/util/withProvidedVariables");
const handlePotentialSnapshotErrorsModule = require("relay-runtime/lib/util/handlePotentialSnapshotErrors");
const stableCopyModule = require("relay-runtime/lib/util/stableCopy");

module.exports = {
  ConnectionHandler,
  ConnectionInterface,
  MutationHandlers,
  DefaultHandlerProvider: RelayDefaultHandlerProvider,
  applyOptimisticMutation,
  commitLocalUpdate,
  commitMutation,
  Network: RelayNetwork,
  Observable: RelayObservable,
  fetchQuery,
  PreloadableQueryRegistry,
  isRelayModernEnvironment,
  Environment: RelayModernEnvironment,
  Record: RelayModernRecord,
  Store: RelayModernStore,
  RecordSource: RelayRecordSource,
  ReplaySubject: RelayReplaySubject,
  requestSubscription,
  getFragmentIdentifier,
  getPaginationMetadata,
  getPaginationVariables,
  getPendingOperationsForFragment,
  getRefetchMetadata,
  getRequestIdentifier,
  getValueAtPath,
  isPromise,
  recycleNodesInto,
  RelayConcreteNode,
  RelayError,
  RelayFeatureFlags,
  handlePotentialSnapshotErrors: handlePotentialSnapshotErrorsModule.handlePotentialSnapshotErrors,
  hasCycle: stableCopyModule.hasCycle,
  stableCopy: stableCopyModule.stableCopy,
  generateClientID: ClientID.generateClientID,
  generateUniqueClientID: ClientID.generateUniqueClientID,
  isClientID: ClientID.isClientID,
  isSuspenseSentinel: LiveResolverSuspenseSentinel.isSuspenseSentinel,
  suspenseSentinel: LiveResolverSuspenseSentinel.suspenseSentinel,
  readFragment: ResolverFragments.readFragment,
  MutationTypes: RelayDeclarativeMutationConfig.MutationTypes,
  RangeOperations: RelayDeclarativeMutationConfig.RangeOperations,
  createOperationDescriptor: RelayModernOperationDescriptor.createOperationDescriptor,
  createRequestDescriptor: RelayModernOperationDescriptor.createRequestDescriptor,
  areEqualSelectors: RelayModernSelector.areEqualSelectors,
  createNormalizationSelector: RelayModernSelector.createNormalizationSelector,
  createReaderSelector: RelayModernSelector.createReaderSelector,
  getDataIDsFromFragment: RelayModernSelector.getDataIDsFromFragment,
  getDataIDsFromObject: RelayModernSelector.getDataIDsFromObject,
  getPluralSelector: RelayModernSelector.getPluralSelector,
  getSelector: RelayModernSelector.getSelector,
  getSelectorsFromObject: RelayModernSelector.getSelectorsFromObject,
  getSingularSelector: RelayModernSelector.getSingularSelector,
  getVariablesFromFragment: RelayModernSelector.getVariablesFromFragment,
  getVariablesFromObject: RelayModernSelector.getVariablesFromObject,
  getVariablesFromPluralFragment: RelayModernSelector.getVariablesFromPluralFragment,
  getVariablesFromSingularFragment: RelayModernSelector.getVariablesFromSingularFragment,
  getArgumentValues: RelayStoreUtils.getArgumentValues,
  getStorageKey: RelayStoreUtils.getStorageKey,
  FRAGMENTS_KEY: RelayStoreUtils.FRAGMENTS_KEY,
  FRAGMENT_OWNER_KEY: RelayStoreUtils.FRAGMENT_OWNER_KEY,
  ID_KEY: RelayStoreUtils.ID_KEY,
  REF_KEY: RelayStoreUtils.REF_KEY,
  REFS_KEY: RelayStoreUtils.REFS_KEY,
  ROOT_ID: RelayStoreUtils.ROOT_ID,
  ROOT_TYPE: RelayStoreUtils.ROOT_TYPE,
  TYPENAME_KEY: RelayStoreUtils.TYPENAME_KEY,
  getNode: GraphQLTag.getNode,
  getFragment: GraphQLTag.getFragment,
  getInlineDataFragment: GraphQLTag.getInlineDataFragment,
  getPaginationFragment: GraphQLTag.getPaginationFragment,
  getRefetchableFragment: GraphQLTag.getRefetchableFragment,
  getRequest: GraphQLTag.getRequest,
  graphql: GraphQLTag.graphql,
  isFragment: GraphQLTag.isFragment,
  isInlineDataFragment: GraphQLTag.isInlineDataFragment,
  isRequest: GraphQLTag.isRequest,
  __internal: {
    ResolverFragments,
    OperationTracker: RelayOperationTracker,
    createRelayContext,
    createRelayLoggingContext,
    defaultGetDataID,
    getOperationVariables: RelayConcreteVariables.getOperationVariables,
    getLocalVariables: RelayConcreteVariables.getLocalVariables,
    fetchQuery: fetchQueryInternal.fetchQuery,
    fetchQueryDeduped: fetchQueryInternal.fetchQueryDeduped,
    getPromiseForActiveRequest: fetchQueryInternal.getPromiseForActiveRequest,
    getObservableForActiveRequest: fetchQueryInternal.getObservableForActiveRequest,
    normalizeResponse,
    withProvidedVariables,
  },
};
