import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type ReachOutsAnswerDto } from '@pen/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { pen } from '../../lib/sdk';
import { prayerKeys } from './api';
import './prayer.css';

const reachOutsKey = (postId: number) => [...prayerKeys.all, 'reach-outs', postId] as const;

/**
 * On an emergency request in a group (issue 44): the group's care team sees who is reaching out
 * ("Reaching out: Mia"), and each of them may say "I'm reaching out", with or without their name
 * shown to the author (the team always sees it, so no one is called twice). Nothing for anyone
 * else: the server answers `can_reach_out: false` to them.
 */
export function ReachOutPanel({ postId }: { postId: number }) {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const qc = useQueryClient();
  const hideId = useId();
  const [hideName, setHideName] = useState(false);
  const query = useQuery({ queryKey: reachOutsKey(postId), queryFn: () => pen.posts.getReachOuts({ query: { postId } }) });
  const reach = useMutation({
    mutationFn: () => pen.posts.reachOutOnRequest({ body: { postId, anonymous: hideName } }),
    onSuccess: (answer: ReachOutsAnswerDto) => {
      qc.setQueryData(reachOutsKey(postId), answer);
      showAlert(t`The author will see that someone from the care team is reaching out`, 'success');
    },
    onError: (err) => showAlert(errorMessage(err, t`Could not tell the author. Please try again`), 'error'),
  });
  const answer = query.data;
  if (!answer?.can_reach_out) return null;
  const mine = answer.reaching_out.some((r) => r.is_mine);
  const names = answer.reaching_out.map((r) => (r.is_mine ? t`you` : r.user_name)).join(', ');

  return (
    <section className="prayer-reach-out" aria-label={t`Care team`}>
      <p className="prayer-reach-out-who" role="status">
        {answer.reaching_out.length > 0 ? <Trans>Reaching out: {names}</Trans> : <Trans>No one from the care team is reaching out yet.</Trans>}
      </p>
      {mine ? null : (
        <div className="prayer-reach-out-actions">
          <button type="button" className="button grp-small" disabled={reach.isPending} onClick={() => reach.mutate()}>
            <Trans>I'm reaching out</Trans>
          </button>
          <label htmlFor={hideId} className="prayer-reach-out-hide">
            <input id={hideId} type="checkbox" checked={hideName} onChange={(e) => setHideName(e.target.checked)} />
            <Trans>Don't show my name to the author</Trans>
          </label>
        </div>
      )}
    </section>
  );
}
