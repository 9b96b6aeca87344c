import { graphql } from "react-relay";
import type { useUpdatePostMutation as UpdatePost } from "../../__generated__/useUpdatePostMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Saves an edit; the post's fields update in place wherever it is shown. */
export function useUpdatePostMutation() {
  return useMutationPromise<UpdatePost>(graphql`
    mutation useUpdatePostMutation($id: ID!, $input: PostInput!) {
      updatePost(id: $id, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationUpdatePostSuccess {
          data {
            post {
              id
              databaseId
              title
              type
              content
              tags
              attachments
              excerpt
              ...PostListItem_post
            }
          }
        }
      }
    }
  `);
}
