import { ConnectionHandler, graphql } from "react-relay";
import type { useCreatePostMutation as CreatePost } from "../../__generated__/useCreatePostMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/**
 * The lists a new post joins at the top: the board's first page (all, and its own tab) and the
 * home page's latest posts. Connection ids follow the @connection keys and filters of those lists.
 */
export function newPostConnections(type: string): string[] {
  const board = (t: string | null) => ConnectionHandler.getConnectionID("client:root", "CommunityRoute_posts", { type: t, search: null, offset: 0 });
  return [board(null), board(type.toUpperCase()), ConnectionHandler.getConnectionID("client:root", "LatestPostsSection_posts")];
}

/** Writes a post; it is prepended to the lists above without refetching them. */
export function useCreatePostMutation() {
  return useMutationPromise<CreatePost>(graphql`
    mutation useCreatePostMutation($input: PostInput!, $connections: [ID!]!) {
      createPost(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationCreatePostSuccess {
          data {
            post @prependNode(connections: $connections, edgeTypeName: "QueryPostsConnectionEdge") {
              id
              databaseId
              ...PostListItem_post
              ...LatestPostsSection_post
            }
          }
        }
      }
    }
  `);
}
