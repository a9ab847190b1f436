import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompressAssets } from '../../scripts/precompressAssets.mjs';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Served compressed the same way as the product, so that the bench compares like with like.
  plugins: [react(), precompressAssets()],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
