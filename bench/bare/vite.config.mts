import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
