import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Result } from 'antd';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Result status="info" title="Orbit Mall Console" />
  </StrictMode>,
);
