import { unzipSync } from 'fflate';
import { PackageError } from './package-error';

/** Limits for one package: a zip bomb or a huge upload is refused before it fills memory. */
export const PACKAGE_LIMITS = {
  zipBytes: 20 * 1024 * 1024,
  files: 2000,
  fileBytes: 20 * 1024 * 1024,
  totalBytes: 100 * 1024 * 1024,
};

export type PackageFiles = Map<string, Uint8Array>;

/**
 * A path inside a package, or null when it could escape the package or is not portable:
 * absolute paths, drive letters, backslashes, '..' or '.' segments, empty segments, control characters.
 */
export function safePackagePath(name: string): string | null {
  if (!name || name.length > 512) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(name) || name.startsWith('/') || /^[A-Za-z]:/.test(name)) return null;
  const segments = name.split('/');
  if (segments.some((s) => s === '..' || s === '.' || s === '')) return null;
  return name;
}

/**
 * Reads a zip into memory (fflate), checking every entry's path and the declared sizes before
 * anything is inflated; fflate inflates each entry into a buffer of its declared size, so a
 * lying header cannot make it grow past the limits.
 */
export function readZip(data: Uint8Array): PackageFiles {
  if (data.byteLength > PACKAGE_LIMITS.zipBytes) throw new PackageError('tooLarge', { mb: PACKAGE_LIMITS.zipBytes / 1024 / 1024 });
  let count = 0;
  let total = 0;
  let problem: PackageError | null = null;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(data, {
      filter: (file) => {
        if (problem) return false;
        if (file.name.endsWith('/')) {
          if (!safePackagePath(file.name.slice(0, -1))) problem = new PackageError('unsafePath', { file: file.name.slice(0, 120) });
          return false;
        }
        count += 1;
        total += file.originalSize;
        if (!safePackagePath(file.name)) problem = new PackageError('unsafePath', { file: file.name.slice(0, 120) });
        else if (count > PACKAGE_LIMITS.files) problem = new PackageError('tooManyFiles', { count: PACKAGE_LIMITS.files });
        else if (file.originalSize > PACKAGE_LIMITS.fileBytes || total > PACKAGE_LIMITS.totalBytes) {
          problem = new PackageError('tooLarge', { mb: PACKAGE_LIMITS.totalBytes / 1024 / 1024 });
        }
        return !problem;
      },
    });
  } catch {
    throw new PackageError('notZip');
  }
  if (problem) throw problem;
  const files: PackageFiles = new Map(Object.entries(entries));
  if (files.size === 0) throw new PackageError('noManifest');
  return files;
}
