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

  if (!typed) return <div className="strength-meter" aria-live="polite" />;
  // While the checker loads, empty bars and a blank line hold its place, so the form below does
  // not jump under a finger that is about to tap the next field.
  const strength = estimator ? strengthOf(estimator(password, personal)) : null;
  return (
    <div className={`strength-meter${strength ? ` strength-${strength.level}` : ''}`} aria-live="polite" data-testid={strength ? 'password-strength' : undefined}>
      <div className="strength-bars" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={strength && bar <= strength.bars ? 'on' : undefined} />
        ))}
      </div>
      <p>
        {strength ? <strong>{strength.label}</strong> : '\u00a0'}
        {strength?.advice ? ` · ${strength.advice}` : null}
      </p>
    </div>
  );
}
