import { useState } from 'react';
import { useAlerts } from './alerts/AlertProvider';

/**
 * Copies a text to the clipboard: `copied` turns true, or, when the browser refuses, the alert
 * `failed` asks the member to copy it by hand.
 */
export function useCopy(failed: string): { copied: boolean; copy: (text: string) => Promise<void> } {
  const { showAlert } = useAlerts();
  const [copied, setCopied] = useState(false);
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      showAlert(failed, 'error');
    }
  }
  return { copied, copy };
}
