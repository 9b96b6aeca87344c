import styled from "@emotion/styled";
import { useMemo } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { CommentText_comment$key } from "../../__generated__/CommentText_comment.graphql";
import { mentionHref, splitMentions } from "../../../domain/mentions";

/**
 * A comment's text (plain text, never HTML) with its @mentions as links to the members' profiles:
 * the server resolved them when the comment was saved (Comment.mentions); the `@닉네임` in the text
 * is matched to them the way the server read it (domain/mentions.ts).
 */
export function CommentText({ commentRef }: { commentRef: CommentText_comment$key }) {
  const comment = useFragment(
    graphql`
      fragment CommentText_comment on Comment {
        content
        mentions {
          user {
            databaseId
            displayName
          }
        }
      }
    `,
    commentRef,
  );
  const parts = useMemo(() => {
    const byName = new Map(comment.mentions.map((m) => [m.user.displayName, m.user.databaseId]));
    return splitMentions(comment.content, byName);
  }, [comment]);
  return (
    <Text>
      {parts.map((part, i) =>
        "member" in part ? <MentionLink key={i} to={mentionHref(part.member)}>{part.text}</MentionLink> : part.text,
      )}
    </Text>
  );
}

const Text = styled.p({ whiteSpace: "pre-wrap", overflowWrap: "anywhere", margin: 0 });
const MentionLink = styled(Link)(({ theme }) => ({ color: theme.colors.primary, fontWeight: theme.fontWeights.medium, textDecoration: "none", "&:hover": { textDecoration: "underline" } }));
