import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useDismissEmergencyPrayer, useEmergencyPrayers } from './api';
import './prayer.css';

/** The text's first words, cut at a space. */
function firstWords(text: string, max = 90): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** Above the feed: friends' open emergency prayer requests of the last 24 hours (at most 3), each dismissible. */
export function EmergencyStrip() {
  const { t } = useLingui();
  const prayers = useEmergencyPrayers();
  const dismiss = useDismissEmergencyPrayer();
  const posts = prayers.data ?? [];
  if (posts.length === 0) return null;
  return (
    <section className="prayer-emergency-strip" aria-label={t`Urgent prayer requests from friends`}>
      {posts.map((p) => {
        // An anonymous request comes as user 0 (issue 44): say it in the member's language.
        const name = p.user_id === 0 ? t`Anonymous` : p.user_name;
        return (
        <div key={p.posts_id} className="prayer-emergency-item" data-testid="emergency-prayer">
          <Link to={`/post/${p.posts_id}`} className="prayer-emergency-link">
            <strong>
              <Trans>{name} needs prayer now</Trans>
            </strong>
            <span>{firstWords(p.content)}</span>
          </Link>
          <button type="button" className="prayer-emergency-dismiss" aria-label={t`Dismiss ${name}'s urgent request`} onClick={() => dismiss.mutate(p.posts_id)}>
            ×
          </button>
        </div>
        );
      })}
    </section>
  );
}
