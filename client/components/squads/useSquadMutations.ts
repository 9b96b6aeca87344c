import { graphql } from "react-relay";
import type { useSquadMutationsLikeMutation } from "../../__generated__/useSquadMutationsLikeMutation.graphql";
import type { useSquadMutationsDeleteMutation } from "../../__generated__/useSquadMutationsDeleteMutation.graphql";
import type { useSquadMutationsCommentMutation } from "../../__generated__/useSquadMutationsCommentMutation.graphql";
import type { useSquadMutationsDeleteCommentMutation } from "../../__generated__/useSquadMutationsDeleteCommentMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Likes or takes back a like; the payload updates the count and the viewer's like in the store. */
export const useToggleSquadLikeMutation = () =>
  useMutationPromise<useSquadMutationsLikeMutation>(graphql`
    mutation useSquadMutationsLikeMutation($id: ID!) {
      toggleSquadLike(id: $id) {
        __typename
        ... on Error { message }
        ... on MutationToggleSquadLikeSuccess { data { squad { id likeCount viewerHasLiked } } }
      }
    }
  `);

export const useDeleteSquadMutation = () =>
  useMutationPromise<useSquadMutationsDeleteMutation>(graphql`
    mutation useSquadMutationsDeleteMutation($id: ID!) {
      deleteSquad(id: $id) {
        __typename
        ... on Error { message }
        ... on MutationDeleteSquadSuccess { data { deletedId @deleteRecord } }
      }
    }
  `);

/** A new comment is appended to the connections named (the squad page's list). */
export const useCreateSquadCommentMutation = () =>
  useMutationPromise<useSquadMutationsCommentMutation>(graphql`
    mutation useSquadMutationsCommentMutation($squadId: ID!, $content: String!, $connections: [ID!]!) {
      createSquadComment(squadId: $squadId, content: $content) {
        __typename
        ... on Error { message }
        ... on MutationCreateSquadCommentSuccess {
          data {
            comment @appendNode(connections: $connections, edgeTypeName: "SquadCommentsConnectionEdge") { id ...SquadComments_comment }
            squad { id commentCount }
          }
        }
      }
    }
  `);

export const useDeleteSquadCommentMutation = () =>
  useMutationPromise<useSquadMutationsDeleteCommentMutation>(graphql`
    mutation useSquadMutationsDeleteCommentMutation($id: ID!, $connections: [ID!]!) {
      deleteSquadComment(id: $id) {
        __typename
        ... on Error { message }
        ... on MutationDeleteSquadCommentSuccess { data { deletedId @deleteEdge(connections: $connections) squad { id commentCount } } }
      }
    }
  `);
