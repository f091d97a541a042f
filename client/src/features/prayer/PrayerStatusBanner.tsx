import type { PostDto } from '@pen/sdk';
import { SparkleIcon } from '../../components/icons/line-icons';
import { formatLongDate } from '../../lib/format';
import './prayer-card.css';


/** On an answered request: "Prayer answered" with the date and the testimony; on a closed one, a quiet note. */
export function PrayerStatusBanner({ post }: { post: PostDto }) {
  if (post.prayer_status === 'answered') {
    return (
      <section className="pen-answered" aria-label="Prayer answered">
        <div className="pen-answered-head">
          <SparkleIcon /> <strong>Prayer answered</strong>
          {post.answered_at ? (
            <time className="pen-answered-date" dateTime={post.answered_at}>
              {formatLongDate(post.answered_at)}
            </time>
          ) : null}
        </div>
        {post.answer_testimony ? <p className="pen-answered-text">{post.answer_testimony}</p> : null}
      </section>
    );
  }
  if (post.prayer_status === 'closed') {
    return <p className="pen-prayer-closed">This prayer request was closed by its author.</p>;
  }
  return null;
}
