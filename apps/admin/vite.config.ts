import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The console (index.html, served at /admin) and the seller centre (seller.html, served at /seller) share
    // one build: the same theme, languages and components, chunks loaded from /admin/assets.
    rollupOptions: { input: { console: 'index.html', seller: 'seller.html' } },
  },
});
