import { PenApiError, errorMessage } from '@pen/sdk';

/**
 * The spec distinguishes a refusal by the server (its message, else `refused`) from a call that
 * never got an answer (network down, exception: `exception`).
 */
export function failureText(err: unknown, refused: string, exception: string): string {
  return err instanceof PenApiError ? errorMessage(err, refused) : exception;
}
