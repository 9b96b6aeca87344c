"use strict";
// Stands in for react-relay's useFragmentInternal_CURRENT, which runs only while
// RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY is off; Relay 21 turns it on by default and
// this client never changes it, so its _EXPERIMENTAL twin is the one in use.
function useFragmentInternalCurrent() {
  throw new Error("react-relay's useFragmentInternal_CURRENT is not bundled: keep RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY on.");
}
// Required through Babel's interop, which reads `.default`.
useFragmentInternalCurrent.default = useFragmentInternalCurrent;
module.exports = useFragmentInternalCurrent;
