import { getPost } from "../modules/community/posts.service";
import { postPlainText, sanitizePostHtml } from "../modules/community/postContent";
import { NotFoundError } from "../errors";
import { excerpt } from "../../domain/pageMeta";
import { postTypeLabel } from "../../domain/posts";
import { displayName } from "../../domain/users";
import { koreanDate } from "../../domain/time";
import type { PostImageModel } from "./og/textImages";
import { contentVersion } from "./og/shareImages";
import { escapeHtml, type PageHead } from "./html";
import { breadcrumbNav, breadcrumbs, notFoundHead, pageHead, type PageRequest } from "./page";

type Post = Awaited<ReturnType<typeof getPost>>;

/** A visible post for an anonymous reader, or null (missing, hidden or not an id). */
export async function findPublicPost(request: Pick<PageRequest, "ctx">, id: number): Promise<Post | null> {
  try {
    return await getPost({ prisma: request.ctx.prisma, viewer: null }, id);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export const postImageModel = (post: Post): PostImageModel => ({ title: post.title, board: postTypeLabel(post.type), author: displayName(post.user) });

const postImagePath = (id: number, version: string) => `/og/posts/${id}.png?v=${version}`;

/** /posts/:id (and My activity's /community/posts/:id): the post, as DiscussionForumPosting. */
export async function postPageHead(request: PageRequest): Promise<PageHead> {
  const post = await findPublicPost(request, Number(request.params.id));
  if (!post) return notFoundHead(request);
  const model = postImageModel(post);
  const path = `/posts/${post.id}`;
  const text = postPlainText(post.content);
  const description = excerpt(text, 150) || `${model.board} 게시판의 글: ${post.title}`;
  const steps: [string, string][] = [["홈", "/"], ["커뮤니티", "/community"], [post.title, path]];
  const posting = {
    "@context": "https://schema.org",
    "@type": "DiscussionForumPosting",
    "@id": request.origin + path,
    url: request.origin + path,
    headline: post.title,
    text: excerpt(text, 500),
    articleSection: model.board,
    datePublished: post.createdAt.toISOString(),
    author: { "@type": "Person", name: model.author },
    commentCount: post.commentCount,
    interactionStatistic: [
      { "@type": "InteractionCounter", interactionType: "https://schema.org/LikeAction", userInteractionCount: post.likes },
      { "@type": "InteractionCounter", interactionType: "https://schema.org/CommentAction", userInteractionCount: post.commentCount },
    ],
  };
  return pageHead(request, {
    subject: post.title,
    description,
    canonicalPath: path,
    ogType: "article",
    imagePath: postImagePath(post.id, contentVersion("post", model)),
    imageAlt: `${model.board} · ${post.title} · ${model.author}`,
    jsonLd: [posting, breadcrumbs(request.origin, steps)],
    content:
      `<main>${breadcrumbNav(steps)}<article><h1>${escapeHtml(post.title)}</h1>` +
      `<p>${escapeHtml(model.board)} · ${escapeHtml(model.author)} · <time datetime="${post.createdAt.toISOString()}">${escapeHtml(koreanDate(post.createdAt))}</time></p>` +
      // Stored post HTML goes through the same allowlist the post page renders it with.
      `<div>${sanitizePostHtml(post.content)}</div></article></main>`,
  });
}
