import { type ComponentType, useEffect, useState } from 'react';
import { loadStepUpWith } from '../lib/step-up';

/**
 * The "Confirm it's you" dialog (features/security), loaded and mounted the first time a call asks
 * for a step-up (lib/step-up.ts) instead of with the app: the security feature and its catalog are
 * no part of the start-up code (issue 41: /login's JavaScript).
 */
export function StepUpHost() {
  const [Dialog, setDialog] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      loadStepUpWith(async () => {
        const { StepUpDialog } = await import('../features/security');
        setDialog(() => StepUpDialog);
      }),
    [],
  );
  return Dialog ? <Dialog /> : null;
}
