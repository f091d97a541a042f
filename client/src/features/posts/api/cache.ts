import type { CommentDto, CommentPageDto, PostAnswerDto, PostDto, PostPageDto } from '@pen/sdk';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { postKeys } from './keys';

type PostList = InfiniteData<PostPageDto, string | undefined>;
type CommentList = InfiniteData<CommentPageDto, string | undefined>;

const isPostList = (data: unknown): data is PostList =>
  Boolean(data && typeof data === 'object' && 'pages' in data && Array.isArray((data as PostList).pages) && (data as PostList).pages.every((p) => Array.isArray(p?.posts)));
const isPostAnswer = (data: unknown): data is PostAnswerDto => Boolean(data && typeof data === 'object' && 'post' in data);

/**
 * Applies `change` to a post wherever it is cached (feed, own and other members' lists, the
 * post detail). Returning null removes it from lists. Used for optimistic likes and for
 * showing the result of an action at once everywhere.
 */
export function updatePost(qc: QueryClient, postId: number, change: (post: PostDto) => PostDto | null): void {
  qc.setQueriesData({ queryKey: postKeys.all }, (data: unknown) => {
    if (isPostList(data)) {
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          posts: page.posts.flatMap((p) => {
            if (p.posts_id !== postId) return [p];
            const next = change(p);
            return next ? [next] : [];
          }),
        })),
      };
    }
    if (isPostAnswer(data) && data.post.posts_id === postId) {
      const next = change(data.post);
      return next ? { post: next } : data;
    }
    return data;
  });
}

/** Applies `change` to a comment in the post's cached comment pages and in the post's inline comments. */
export function updateComment(qc: QueryClient, postId: number, commentId: number, change: (c: CommentDto) => CommentDto | null): void {
  const apply = (list: CommentDto[]) =>
    list.flatMap((c) => {
      if (c.comment_id !== commentId) return [c];
      const next = change(c);
      return next ? [next] : [];
    });
  qc.setQueryData<CommentList>(postKeys.comments(postId), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, comments: apply(page.comments) })) } : data,
  );
  updatePost(qc, postId, (p) => ({ ...p, comments: apply(p.comments) }));
}

/** Snapshot of every posts query, to roll an optimistic change back. */
export function snapshotPosts(qc: QueryClient): Array<[readonly unknown[], unknown]> {
  return qc.getQueriesData({ queryKey: postKeys.all });
}

export function restorePosts(qc: QueryClient, snapshot: Array<[readonly unknown[], unknown]>): void {
  for (const [key, data] of snapshot) qc.setQueryData(key, data);
}
