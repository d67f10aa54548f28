import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { checkInPwa } from './build-plugins/check-in-pwa';
import { chunkPackages } from './build-plugins/chunk-packages';

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

/**
 * Writes .br and .gz beside every text asset of the build (and the QR reader's WebAssembly, 1 MB raw); the server sends them to browsers that
 * accept them (@fastify/static preCompressed), so no CPU is spent compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? (name === '.vite' ? [] : walk(path)) : [path];
    });
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // Not the check-in screen's service worker: it is written after this step (its precache list
      // injected), and a browser checks it for updates often (it is small).
      for (const file of walk(outDir).filter((f) => /\.(js|css|svg|json|txt|wasm|webmanifest)$/.test(f) && !f.endsWith('check-in-sw.js'))) {
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The entry's stylesheet (the font's @font-face rules and the site shell's vanilla-extract styles:
 * the theme's custom properties, header, footer, consent banner; about 9 KB, 2.7 KB gzip) goes
 * inline into index.html instead of a `<link>`: a render-blocking request that Lighthouse charged
 * about 150 ms of first paint on every page, and the shell is styled in the first paint of every
 * page, rendered by the server or not. Larger stylesheets stay files.
 */
function inlineEntryCss(maxBytes = 16 * 1024): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = ctx.bundle?.[file];
          if (!asset || asset.type !== 'asset' || String(asset.source).length > maxBytes) return tag;
          // The disabled link is never fetched; it tells Vite's preload helper, which adds the
          // entry's sheet again when a lazy page's chunk loads (it depends on the entry), that the
          // sheet is in the page: without it the sheet was downloaded twice and, added after the
          // page's own sheet, won every tie with it.
          return `<style>${String(asset.source).replace(/<\//g, '<\\/')}</style>${tag.replace('<link ', '<link disabled ')}`;
        });
      },
    },
  };
}

/**
 * The public pages get react-router's production build, and the back office (src/admin and
 * react-admin's packages) its development build of the same version, as a copy of its own.
 * - react-router 7's package exports name only its development build (without its warnings the
 *   production build is 2.5 KB gzip smaller on every public page): an open upstream issue,
 *   remix-run/react-router#14102, which this works around until it is fixed.
 * - The bundler (Rolldown since Vite 8) keeps one module once and includes every export any
 *   importer uses, so sharing one copy would put the routing code react-admin needs (Routes, hash
 *   routers, blockers) into the entry chunk that every public page loads.
 * Build only (the browser's and the server render's): in `npm run dev` both share Vite's
 * pre-bundled copy (the production files import CommonJS packages that only the pre-bundling turns
 * into modules, and dev size does not matter).
 */
function adminRouterCopy(): Plugin {
  const build = (kind: 'production' | 'development') => fileURLToPath(new URL(`../../node_modules/react-router/dist/${kind}`, import.meta.url));
  const isAdmin = (importer: string) => /[\\/]src[\\/]admin[\\/]|[\\/]node_modules[\\/](react-admin|ra-[a-z0-9-]+)[\\/]/.test(importer);
  return {
    name: 'admin-router-copy',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const dist = build(isAdmin(importer) ? 'development' : 'production');
      if (source === 'react-router' || source === 'react-router-dom') return join(dist, 'index.mjs');
      if (source === 'react-router/dom') return join(dist, 'dom-export.mjs');
      return null;
    },
  };
}

/**
 * The server's render (`vite build --ssr src/entry-server.tsx`, the second step of `npm run build`):
 * one module beside the browser's build (dist-ssr, or WEB_OUT_DIR plus -ssr), with every package
 * bundled in, so it resolves nothing at run time and shares the browser build's asset names.
 */
const ssrBuild = {
  outDir: process.env.WEB_OUT_DIR ? `${process.env.WEB_OUT_DIR}-ssr` : 'dist-ssr',
  target: 'node20',
  minify: false,
  sourcemap: false,
  copyPublicDir: false,
  reportCompressedSize: false,
};

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server's render is React's and MUI's production code whatever NODE_ENV the server runs
  // with, as the browser's is: in development code MUI labels every class (css-…-MuiButton-root),
  // so the browser would find none of the server's styles and insert all of them again while
  // adopting the page, and React's development renderer is several times slower.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  plugins: [
    adminRouterCopy(),
    react(),
    // The public pages' styles (`*.css.ts`), compiled to static CSS. Class names are hashes of the
    // file and rule ('short', as in any production build) in both builds, so the server's markup
    // names the rules of the browser build's stylesheet; `npm run dev` names them by file ('debug').
    vanillaExtractPlugin({ identifiers: command === 'build' ? 'short' : 'debug' }),
    devPortalConfig(),
    chunkPackages(),
    ...(isSsrBuild ? [] : [inlineEntryCss(), precompress()]),
    // The check-in screen's service worker and web app manifests (issue 43); build only.
    ...(isSsrBuild || command !== 'build' ? [] : checkInPwa(fileURLToPath(new URL('.', import.meta.url)), process.env.WEB_OUT_DIR ?? 'dist')),
  ],
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': API, '/healthz': API, '/dev': API, '/scorm': API },
    fs: { allow: ['../..'] },
  },
  build: isSsrBuild ? ssrBuild : {
    // WEB_OUT_DIR lets parallel checkouts build side by side (the server reads WEB_DIST).
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    // Icons and illustrations stay image files (cached, fetched by the browser when shown), never
    // data URLs inside the JavaScript, which would count against every page's script budget.
    assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    target: 'es2022',
    // terser with two passes: about 5% less gzip than esbuild's minifier.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // WEB_SOURCEMAP=1 for `npm run bench:bundle -- --packages` (what each page's scripts are made of).
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    manifest: true,
    modulePreload: {
      // The back office's chunk imports its own dependencies: listing them for preloading would put
      // dozens of its file names into the entry chunk that every public page downloads.
      resolveDependencies: (filename, deps) => (/back-office-/.test(filename) ? [] : deps),
    },
    reportCompressedSize: false,
    chunkSizeWarningLimit: 600,
  },
}));
