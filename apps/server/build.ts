/**
 * Compiles the server for production (`npm run build`, after the web app): esbuild bundles the
 * server's and the domain package's TypeScript into apps/server/dist/, one ES module per entry,
 * started with plain node (`npm run serve`). Packages from node_modules stay external: they are
 * loaded as installed, so what tests ran is what runs. Development and tests keep running the
 * sources through tsx. The bundle sits three levels below the root like src/paths.ts, which finds
 * the catalogs, migrations and content from there.
 */
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
const server = pkg('./package.json');
const domain = pkg('../../packages/domain/package.json');
const external = [...Object.keys(server.dependencies ?? {}), ...Object.keys(server.devDependencies ?? {}), ...Object.keys(domain.dependencies ?? {})].flatMap((name) => [name, `${name}/*`]);

const outdir = new URL('./dist/', import.meta.url).pathname;
rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
const result = await build({
  entryPoints: {
    main: 'apps/server/src/main.ts',
    'tracing-preload': 'apps/server/src/tracing-preload.ts',
    'db-migrate': 'apps/server/src/db/migrate-cli.ts',
    'db-audit': 'apps/server/src/features/db-audit/db-audit-cli.ts',
    'admin-create': 'apps/server/src/features/staff/create-admin-cli.ts',
    'attendance-mark': 'apps/server/src/features/certificates/mark-attendance-cli.ts',
    'campaign-import': 'apps/server/src/features/campaign/import-cli.ts',
    'demo-remove': 'apps/server/src/db/seed/remove-demo-cli.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // No shared chunks: each entry is one file at dist/'s depth (see src/paths.ts).
  splitting: false,
  sourcemap: 'linked',
  external,
  // pg-boss and a few others are CommonJS: `require` for them inside the ES module output.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.entries(result.metafile.outputs).filter(([f]) => f.endsWith('.js')).reduce((n, [, o]) => n + o.bytes, 0);
console.log(`Server compiled into apps/server/dist/ (${(bytes / 1024).toFixed(0)} KB of JavaScript) in ${Date.now() - started} ms.`);
