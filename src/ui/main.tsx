import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './i18n';
import './styles.css';
import { rememberGameOnScreen, resumeAfterReload } from './storage/resumeOnReload';

// A reload goes back to the game the tab showed (QA round 8); the tab remembers it from now on.
void resumeAfterReload().finally(rememberGameOnScreen);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
