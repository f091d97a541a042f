import { Trans } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ReportCase } from '../api/types';

/** Links inside a case open the content; they do not also select the case. */
const keepSelection = (e: MouseEvent) => e.stopPropagation();

/** Where the reported content sits (a comment's post, a group comment's group) and the link that opens it there. */
export function CaseContext({ target }: { target: ReportCase['target'] }) {
  const post = target.context?.post;
  const group = target.context?.group;
  const postAuthor = post?.author.user_name;
  const groupTitle = group?.title;
  return (
    <>
      {post ? (
        <div className="mod-context">
          <p className="mod-context-head">
            <Trans>
              On{' '}
              <Link to={post.url} onClick={keepSelection}>
                {postAuthor}&apos;s post
              </Link>
            </Trans>
            {!post.visible ? <span className="mod-flag"><Trans>Not visible to members</Trans></span> : null}
          </p>
          {post.content ? <p className="mod-context-text">{post.content}</p> : null}
        </div>
      ) : null}
      {group ? (
        <p className="mod-context mod-context-head">
          <Trans>
            In the group{' '}
            <Link to={group.url} onClick={keepSelection}>
              {groupTitle}
            </Link>
          </Trans>
        </p>
      ) : null}
      {target.url ? (
        <p className="mod-open">
          <Link to={target.url} onClick={keepSelection}>
            <Trans>Open in context</Trans>
          </Link>
        </p>
      ) : null}
    </>
  );
}
