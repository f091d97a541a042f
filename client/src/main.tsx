import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { getDeviceId } from './lib/device';
import { setupSdk } from './lib/sdk';
import './styles.css';

getDeviceId();
setupSdk(() => undefined);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
