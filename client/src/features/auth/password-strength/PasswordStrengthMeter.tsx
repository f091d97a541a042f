import { useEffect, useState } from 'react';
import { type Estimate, strengthOf } from './strength';
import './password-strength.css';

type Estimator = (password: string, personal: string[]) => Estimate;
let loading: Promise<Estimator> | undefined;
/** The checker and its dictionaries, in a chunk of their own, fetched once. */
const loadEstimator = (): Promise<Estimator> => (loading ??= import('./estimate').then((m) => m.estimate));

/**
 * Under a new-password field: how guessable the password is, in bars and words, as the server
 * will judge it. Nothing shows (and nothing loads) until the member starts typing.
 */
export function PasswordStrengthMeter({ password, personal = [] }: { password: string; personal?: string[] }) {
  const [estimator, setEstimator] = useState<Estimator | null>(null);
  const typed = password !== '';
  useEffect(() => {
    if (!typed || estimator) return;
    let live = true;
    void loadEstimator().then(
      (fn) => live && setEstimator(() => fn),
      () => undefined, // offline: the server still says why it refuses
    );
    return () => {
      live = false;
    };
  }, [typed, estimator]);

  if (!typed || !estimator) return <div className="strength-meter" aria-live="polite" />;
  const strength = strengthOf(estimator(password, personal));
  return (
    <div className={`strength-meter strength-${strength.level}`} aria-live="polite" data-testid="password-strength">
      <div className="strength-bars" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={bar <= strength.bars ? 'on' : undefined} />
        ))}
      </div>
      <p>
        <strong>{strength.label}</strong>
        {strength.advice ? ` · ${strength.advice}` : null}
      </p>
    </div>
  );
}
