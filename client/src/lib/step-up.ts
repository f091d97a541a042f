/**
 * Step-up (issue 43): a sensitive action on a session not signed in within 10 minutes answers
 * 403 `{reauth_required: true}`. Every API call leaves through `stepUpFetch`, so each such action
 * (API keys, OAuth apps, turning two-factor sign-in off, new recovery codes, …) asks the member to
 * confirm it is them (the dialog registered with `onStepUp`) and is sent again once.
 */
export type ConfirmIdentity = () => Promise<boolean>;

let confirmIdentity: ConfirmIdentity | null = null;

/** Registers the dialog that asks for the password or a passkey; answers true once confirmed. Returns the unregister. */
export function onStepUp(confirm: ConfirmIdentity): () => void {
  confirmIdentity = confirm;
  return () => {
    if (confirmIdentity === confirm) confirmIdentity = null;
  };
}

async function asksForStepUp(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null && (body as { reauth_required?: unknown }).reauth_required === true;
  } catch {
    return false;
  }
}

/** fetch that, on a step-up answer, asks the member and sends the same request again once. */
export async function stepUpFetch(request: Request): Promise<Response> {
  const spare = request.clone();
  const response = await globalThis.fetch(request);
  if (!confirmIdentity || !(await asksForStepUp(response))) return response;
  if (!(await confirmIdentity())) return response;
  return globalThis.fetch(spare);
}
