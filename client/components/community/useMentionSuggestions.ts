import { useEffect, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { useMentionSuggestionsQuery } from "../../__generated__/useMentionSuggestionsQuery.graphql";

export interface MentionCandidate {
  id: number;
  name: string;
  level: string;
}

/** Typing pauses this long before the list is asked for: one request per word, not per jamo. */
const DEBOUNCE_MS = 120;

const QUERY = graphql`
  query useMentionSuggestionsQuery($query: String!) {
    mentionSuggestions(query: $query) {
      __typename
      ... on QueryMentionSuggestionsSuccess {
        data {
          databaseId
          displayName
          currentLevel
        }
      }
    }
  }
`;

/**
 * Members to mention for the `@query` being typed (null: none being typed). Answers for an older
 * query are dropped; a failed request (offline, rate limit) just shows no list.
 */
export function useMentionSuggestions(query: string | null): MentionCandidate[] {
  const environment = useRelayEnvironment();
  const [answer, setAnswer] = useState<{ query: string; members: MentionCandidate[] } | null>(null);
  useEffect(() => {
    if (!query) return;
    let request: { unsubscribe(): void } | null = null;
    const timer = window.setTimeout(() => {
      request = fetchQuery<useMentionSuggestionsQuery>(environment, QUERY, { query }, { fetchPolicy: "network-only" }).subscribe({
        next: (data) => {
          const result = data.mentionSuggestions;
          const members = result.__typename === "QueryMentionSuggestionsSuccess" ? result.data.map((u) => ({ id: u.databaseId, name: u.displayName, level: u.currentLevel })) : [];
          setAnswer({ query, members });
        },
        error: () => setAnswer({ query, members: [] }),
      });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      request?.unsubscribe();
    };
  }, [environment, query]);
  return query && answer?.query === query ? answer.members : [];
}
