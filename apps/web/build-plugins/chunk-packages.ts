import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What one built chunk is made of, for the test that public pages load no back-office package. */
export interface ChunkPackages {
  /** The module the chunk was made for, relative to apps/web (`src/admin/back-office.tsx`), if any. */
  facade: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** The npm packages whose code is in the chunk (`react-dom`, `@mui/material`). */
  packages: string[];
  /** The repository's own modules in the chunk, relative to apps/web (`src/admin/audit/audit-list.tsx`). */
  sources: string[];
}

const packageOf = (id: string) => {
  const path = id.replace(/\\/g, '/');
  const at = path.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const parts = path.slice(at + '/node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
};

/**
 * Writes `.vite/chunk-packages.json` beside the build: for every chunk, the packages whose code it
 * and the repository's own modules it holds, and the chunks it imports (statically and lazily).
 * apps/web/test/public-scripts.test.ts reads it (for the browser's build and the server render's)
 * to prove that no public page's scripts hold `@mui/*` or `@emotion/*` code (issue 41;
 * docs/design.md); check-in-precache.test.ts, that the check-in worker keeps no other back-office
 * screen (issue 50).
 */
export function chunkPackages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'chunk-packages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks: Record<string, ChunkPackages> = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const packages = new Set(chunk.moduleIds.map(packageOf).filter((p): p is string => p !== null));
        // A lazily loaded module whose chunk also exports code for other chunks (the back office's
        // shell, whose react-admin code its lazy screens import) has no facade: name it by the module.
        const facade = chunk.facadeModuleId ?? (chunk.isDynamicEntry ? chunk.moduleIds.find((id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) : undefined);
        chunks[file] = {
          facade: facade && !facade.startsWith('\0') ? relative(root, facade).replace(/\\/g, '/') : null,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          packages: [...packages].sort(),
          sources: chunk.moduleIds
            .filter((id) => !id.startsWith('\0') && !/[\\/]node_modules[\\/]/.test(id))
            .map((id) => relative(root, id.split('?')[0]).replace(/\\/g, '/'))
            .sort(),
        };
      }
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, '.vite', 'chunk-packages.json'), JSON.stringify(chunks, null, 1));
    },
  };
}
