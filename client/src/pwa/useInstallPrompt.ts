import { useEffect, useState } from 'react';
import { onInstallState, promptInstall } from './install-prompt';

export function useInstallPrompt() {
  const [state, setState] = useState({ canInstall: false, installed: false });
  useEffect(() => onInstallState(setState), []);
  return { ...state, install: promptInstall };
}
