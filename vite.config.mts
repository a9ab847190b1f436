import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './scripts/precompressAssets.mjs';
import { preloadShell } from './scripts/preloadShell.mjs';
import { shellChunks } from './scripts/shellChunks.mjs';

// `npm run dev` runs the API server on API_PORT (default 8081) and Vite on PORT (default 8080), proxying /api.
const apiPort = Number(process.env.API_PORT ?? 8081);

export default defineConfig({
  plugins: [react(), precompressAssets(), shellChunks(), preloadShell()],
  // The Location widget's map appears only when the build is given a Google Maps key (src/dynamic/widgets/mapsApiKey.ts).
  // GOOGLE_MAPS_API_KEY (the setting's documented name) or VITE_GOOGLE_MAPS_KEY (its earlier name).
  define: { __GOOGLE_MAPS_KEY__: JSON.stringify(process.env.GOOGLE_MAPS_API_KEY ?? process.env.VITE_GOOGLE_MAPS_KEY ?? '') },
  // A polyfill chain for what every supported browser has (scripts/objectEntries.cjs).
  resolve: { alias: { 'object.entries': fileURLToPath(new URL('./scripts/objectEntries.cjs', import.meta.url)) } },
  build: { outDir: 'dist', sourcemap: 'hidden', chunkSizeWarningLimit: 2000 },
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
