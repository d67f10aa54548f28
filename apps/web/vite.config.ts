import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API server that `npm run dev` starts beside Vite. */
const API = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

/**
 * In production the server injects the public site configuration into index.html; in dev this
 * plugin asks the running API server for the same configuration and injects it the same way.
 */
function devPortalConfig(): Plugin {
  return {
    name: 'dev-portal-config',
    apply: 'serve',
    async transformIndexHtml(html) {
      try {
        const res = await fetch(`${API}/api/site-config`);
        const json = JSON.stringify(await res.json()).replace(/"/g, '&quot;');
        return html.replace('</head>', `<meta name="portal-config" content="${json}"></head>`);
      } catch {
        return html;
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), devPortalConfig()],
  server: {
    port: 5173,
    proxy: { '/api': API, '/healthz': API, '/dev': API, '/scorm': API },
    fs: { allow: ['../..'] },
  },
  build: {
    // WEB_OUT_DIR lets parallel checkouts build side by side (the server reads WEB_DIST).
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 600,
  },
});
