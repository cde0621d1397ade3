import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import './lib/i18n';
import { App } from './app/app';
import { ConfigErrorScreen } from './app/screens/config-error-screen';
import { firebaseConfigReading } from './config/env';
import { registerServiceWorker } from './lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>{firebaseConfigReading.ok ? <App /> : <ConfigErrorScreen missing={firebaseConfigReading.missing} />}</StrictMode>,
);

// After the page's own loading, so the service worker's precache never competes with it.
window.addEventListener('load', registerServiceWorker);
