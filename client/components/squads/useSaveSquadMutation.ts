import { graphql } from "react-relay";
import type { useSaveSquadMutationCreateMutation } from "../../__generated__/useSaveSquadMutationCreateMutation.graphql";
import type { useSaveSquadMutationUpdateMutation } from "../../__generated__/useSaveSquadMutationUpdateMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Saves a new squad, or replaces a saved one (owner or admin). */
export function useSaveSquadMutation() {
  const [create, creating] = useMutationPromise<useSaveSquadMutationCreateMutation>(graphql`
    mutation useSaveSquadMutationCreateMutation($input: SquadInput!) {
      createSquad(input: $input) {
        __typename
        ... on Error { message }
        ... on MutationCreateSquadSuccess { data { squad { id databaseId } } }
      }
    }
  `);
  const [update, updating] = useMutationPromise<useSaveSquadMutationUpdateMutation>(graphql`
    mutation useSaveSquadMutationUpdateMutation($id: ID!, $input: SquadInput!) {
      updateSquad(id: $id, input: $input) {
        __typename
        ... on Error { message }
        ... on MutationUpdateSquadSuccess { data { squad { id databaseId name description isPublic formation } } }
      }
    }
  `);
  return { create, update, saving: creating || updating };
}
