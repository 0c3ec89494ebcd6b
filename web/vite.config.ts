import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The api process serves /api and /auth; in development Vite proxies them so the app and
// the API share one origin, as in production (where the api serves web/dist).
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // File routes under src/routes; the tree (src/routeTree.gen.ts, committed so a clean clone
    // typechecks) is regenerated on every build. Each route's loader and component are one chunk
    // of their own, so the first page loads only the route tree and what validates the URLs.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent', 'pendingComponent', 'notFoundComponent'],
        ],
      },
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/auth': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The icons the app uses travel together instead of as dozens of tiny chunks.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react/ }] } },
    },
  },
});
