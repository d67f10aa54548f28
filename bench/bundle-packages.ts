import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** `react-dom`, `@mui/material/Button`, or `app: features/registration` for the portal's own code. */
function packageOf(source: string): string {
  const path = source.replace(/\\/g, '/');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = path.slice(nm + 'node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    // MUI's components are many files of one package: name the component, the way it is imported.
    const component = parts[2] === 'esm' ? parts[3] : parts[2];
    if (name === '@mui/material' && component && !component.includes('.')) return `${name}/${component}`;
    return name;
  }
  const src = /(?:apps\/web\/src|packages\/domain)\/((?:[^/]+\/)?[^/]+)/.exec(path);
  return src ? `app: ${src[1]}` : `other: ${path.split('/').slice(-2).join('/')}`;
}

/**
 * Splits the gzip size of the given built files by the package each byte came from: the minified
 * bytes of each file are attributed through its source map, then scaled by the file's gzip ratio.
 * Needs a build with source maps (WEB_SOURCEMAP=1 npm run build).
 */
export function sizeByPackage(dist: string, files: string[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const file of files) {
    const code = readFileSync(join(dist, file), 'utf8');
    const gzipRatio = gzipSync(code, { level: 9 }).length / Buffer.byteLength(code);
    const mapFile = join(dist, `${file}.map`);
    if (!existsSync(mapFile)) {
      sizes.set('(no source map)', (sizes.get('(no source map)') ?? 0) + Buffer.byteLength(code) * gzipRatio);
      continue;
    }
    const map = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap);
    const lines = code.split('\n');
    const mappings: { line: number; column: number; source: string | null }[] = [];
    map.eachMapping((m) => mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }));
    mappings.sort((a, b) => a.line - b.line || a.column - b.column);
    mappings.forEach((m, i) => {
      const next = mappings[i + 1];
      const end = next && next.line === m.line ? next.column : lines[m.line - 1].length;
      const name = m.source ? packageOf(m.source) : '(unmapped)';
      sizes.set(name, (sizes.get(name) ?? 0) + (end - m.column) * gzipRatio);
    });
  }
  return sizes;
}
