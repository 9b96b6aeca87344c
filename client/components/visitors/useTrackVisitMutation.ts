import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type {
  TrackVisitInput,
  useTrackVisitMutation as TrackVisitMutation,
} from "../../__generated__/useTrackVisitMutation.graphql";

export type { TrackVisitInput };

/**
 * Records one page view for visitor statistics. Fire and forget: the result touches no store
 * record and failures (including rate limits) are ignored, since they must never bother the user.
 */
export function useTrackVisitMutation(): (input: TrackVisitInput) => void {
  const [commit] = useMutation<TrackVisitMutation>(graphql`
    mutation useTrackVisitMutation($input: TrackVisitInput!) {
      trackVisit(input: $input) {
        __typename
      }
    }
  `);
  return useCallback(
    (input: TrackVisitInput) => {
      commit({ variables: { input }, onError: () => {} });
    },
    [commit],
  );
}
