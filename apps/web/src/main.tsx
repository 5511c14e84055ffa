// Before any schema parses: no eval under the site's Content-Security-Policy.
import './lib/zod-without-eval';
// Before React and the pages are read: the configuration calls go out first.
import './app/early-requests';
// Global styles first, so component styles (imported with their components) can override them.
import './app/styles/theme.css';
import './app/styles/base.css';
import './app/styles/components.css';
import './app/styles/data-table.css';
import './app/styles/touch.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
