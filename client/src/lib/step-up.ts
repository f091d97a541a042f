/**
 * Step-up (issue 43): a sensitive action on a session not signed in within 10 minutes answers
 * 403 `{reauth_required: true}`. Every API call leaves through `stepUpFetch`, so each such action
 * (API keys, OAuth apps, turning two-factor sign-in off, new recovery codes, …) asks the member to
 * confirm it is them (the dialog registered with `onStepUp`) and is sent again once.
 */
export type ConfirmIdentity = () => Promise<boolean>;

let confirmIdentity: ConfirmIdentity | null = null;
/** Loads and mounts the dialog, which then registers itself (app/StepUpHost.tsx): it is not part of the start-up code. */
let loadDialog: (() => Promise<void>) | null = null;
/** Step-ups asked for while the dialog was loading, handed to it once it registers. */
let waiting: Array<(confirm: ConfirmIdentity) => void> = [];

/** Registers the dialog that asks for the password or a passkey; answers true once confirmed. Returns the unregister. */
export function onStepUp(confirm: ConfirmIdentity): () => void {
  confirmIdentity = confirm;
  for (const hand of waiting.splice(0)) hand(confirm);
  return () => {
    if (confirmIdentity === confirm) confirmIdentity = null;
  };
}

/** Registers how to load the dialog the first time a call asks for a step-up. Returns the unregister. */
export function loadStepUpWith(load: () => Promise<void>): () => void {
  loadDialog = load;
  return () => {
    if (loadDialog === load) loadDialog = null;
  };
}

/** Asks the member through the registered dialog, loading it first if need be; false when it cannot load. */
async function confirm(): Promise<boolean> {
  if (confirmIdentity) return confirmIdentity();
  if (!loadDialog) return false;
  const registered = new Promise<ConfirmIdentity>((resolve) => waiting.push(resolve));
  try {
    await loadDialog();
  } catch {
    waiting = [];
    return false; // offline: the call answers its 403, as without a dialog
  }
  return (await registered)();
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
  if ((!confirmIdentity && !loadDialog) || !(await asksForStepUp(response))) return response;
  if (!(await confirm())) return response;
  return globalThis.fetch(spare);
}
