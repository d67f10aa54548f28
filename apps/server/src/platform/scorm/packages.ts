import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULE_IDS } from '@portal/domain/education/modules';
import { newPublicId } from '../security/ids';
import { readManifest, type PackageManifest } from './manifest';
import { readZip, safePackagePath, type PackageFiles } from './zip';

/**
 * A validated package held in memory, served under /scorm/<id>/. `trusted` packages are the
 * course's own (written without inline scripts, served with the strict CSP); others are
 * third-party packages loaded in development only.
 */
export interface ScormPackage extends PackageManifest {
  id: string;
  trusted: boolean;
  files: PackageFiles;
}

/** The course's packages: content/scorm/<module>/ plus the shared runtime in content/scorm/common/. */
export const CONTENT_DIR = fileURLToPath(new URL('../../../../../content/scorm', import.meta.url));

function readFolder(dir: string, prefix = ''): PackageFiles {
  const files: PackageFiles = new Map();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const path = `${prefix}${relative(dir, full).split(sep).join('/')}`;
        if (!safePackagePath(path)) throw new Error(`unsafe file name in ${dir}: ${path}`);
        files.set(path, new Uint8Array(readFileSync(full)));
      }
    }
  };
  walk(dir);
  return files;
}

/** The files of one of the course's packages, exactly as they would be zipped. */
export function ownPackageFiles(moduleId: string, contentDir = CONTENT_DIR): PackageFiles {
  const files = readFolder(join(contentDir, moduleId));
  for (const [path, bytes] of readFolder(join(contentDir, 'common'), 'common/')) files.set(path, bytes);
  return files;
}

const DEV_PACKAGES_MAX = 20;

export class PackageRegistry {
  private readonly packages = new Map<string, ScormPackage>();

  /** Loads and validates the course's own modules; an invalid one stops the start. */
  static withOwnModules(contentDir = CONTENT_DIR): PackageRegistry {
    const registry = new PackageRegistry();
    for (const id of MODULE_IDS) {
      const files = ownPackageFiles(id, contentDir);
      registry.packages.set(id, { id, trusted: true, files, ...readManifest(files) });
    }
    return registry;
  }

  get(id: string): ScormPackage | undefined {
    return this.packages.get(id);
  }

  /** Validates an uploaded zip and keeps it (development only; the oldest upload is dropped past the cap). */
  addZip(data: Uint8Array): ScormPackage {
    const files = readZip(data);
    const pkg: ScormPackage = { id: `dev-${newPublicId()}`, trusted: false, files, ...readManifest(files) };
    const uploads = [...this.packages.values()].filter((p) => !p.trusted);
    if (uploads.length >= DEV_PACKAGES_MAX) this.packages.delete(uploads[0].id);
    this.packages.set(pkg.id, pkg);
    return pkg;
  }
}

/** The URL the player loads for a SCO: the package path, the item's parameters, and the learner's language. */
export function launchUrl(pkg: Pick<ScormPackage, 'id'>, launch: string, lang: string): string {
  const q = launch.indexOf('?');
  const path = q < 0 ? launch : launch.slice(0, q);
  const query = q < 0 ? '' : launch.slice(q + 1);
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `/scorm/${pkg.id}/${encoded}?${query ? `${query}&` : ''}lang=${lang}`;
}
