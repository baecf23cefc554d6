import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initI18n } from '@web/i18n';
import { Providers } from './providers';
import { router } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Rendering waits for the visitor's language so the first paint is already translated.
void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
