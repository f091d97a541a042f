import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { setRemindsDescriptions, useRemindsDescriptions } from './description-reminder';

/** /settings: the switch "Remind me to add descriptions" (issue 41; kept in this browser). */
export function DescriptionReminderCard() {
  const on = useRemindsDescriptions();
  const id = useId();
  return (
    <section className="card switch-row">
      <div>
        <h2 id={id}>
          <Trans>Remind me to add descriptions</Trans>
        </h2>
        <p>
          <Trans>
            Before you share an image, video or recording without a description, Pen asks for one, so members who cannot see or hear it can follow. This
            browser remembers your choice.
          </Trans>
        </p>
      </div>
      <label className="switch">
        <input type="checkbox" role="switch" checked={on} onChange={(e) => setRemindsDescriptions(e.target.checked)} aria-labelledby={id} />
        <span />
      </label>
    </section>
  );
}
