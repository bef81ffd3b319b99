import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n';
import { SellerApp } from './SellerApp';

void initI18n().then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <SellerApp />
    </StrictMode>,
  ),
);
