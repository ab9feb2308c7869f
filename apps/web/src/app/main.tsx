// Mantine's global rules; each component's own styles come with its code (vite.config.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { listenForStaleBuilds } from '../lib/app-update.ts';
import { initI18n } from '../lib/i18n.ts';
import { App } from './app.tsx';

// Before anything else: a chunk of an old build may fail while the first screen loads.
listenForStaleBuilds();

initI18n().catch((error: unknown) => {
  console.warn('Translations failed to initialise', error);
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
