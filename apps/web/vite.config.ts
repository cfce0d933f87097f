import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const chartModules =
  /node_modules\/(@mui\/x-charts|@mui\/x-charts-vendor|@mui\/x-internals|@mui\/x-internal-gestures|d3-[a-z-]+|internmap|flatqueue|bezier-easing|reselect|use-sync-external-store)\//;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: true } },
  },
  preview: {
    port: 3000,
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        manualChunks: (id) => {
          if (!id.includes('node_modules')) return undefined;
          // Stripe's libraries stay in the live card form's own chunk: test mode never downloads them.
          if (id.includes('node_modules/@stripe/')) return undefined;
          // The charts and what only they use load with the admin analytics, not with every page.
          if (chartModules.test(id)) return 'charts';
          if (/node_modules\/(@mui|@emotion|@popperjs|react-transition-group)\//.test(id)) return 'mui';
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          return 'vendor';
        },
      },
    },
  },
});
