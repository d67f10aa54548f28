import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SCORM_CONTENT_DIR } from '../../paths';
import { MODULE_IDS } from '@portal/domain/education/modules';
import { newPublicId } from '../security/ids';
import { readManifest, type PackageManifest } from './manifest';
import { readZip, safePackagePath, type PackageFiles } from './zip';

/**
 * A validated package held in memory, served under /scorm/<id>/. `trusted` packages are the
 * course's own (written without inline scripts, served with the strict CSP); others are
 * third-party packages: uploaded in the back office (stored in PostgreSQL) or, in development, tried once.
 */
export interface ScormPackage extends PackageManifest {
  id: string;
  trusted: boolean;
  files: PackageFiles;
}

/** The course's packages: content/scorm/<module>/ plus the shared runtime in content/scorm/common/. */
export const CONTENT_DIR = SCORM_CONTENT_DIR;

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
/** Uploaded packages kept in memory; the least recently used is dropped past the cap and read again when needed. */
export const STORED_PACKAGES_MAX = 20;

/** Reads an uploaded package's zip from storage; undefined when there is no such package. */
export type StoredZipLoader = (id: string) => Promise<Uint8Array | undefined>;

export class PackageRegistry {
  private readonly packages = new Map<string, ScormPackage>();
  /** Uploaded packages by id. They never change once stored, so this cache is right on every instance. */
  private readonly stored = new Map<string, Promise<ScormPackage | undefined>>();
  private loader: StoredZipLoader | null = null;

  /** Where uploaded packages come from (PostgreSQL, set when the app is built). */
  useStore(loader: StoredZipLoader): void {
    this.loader = loader;
  }

  /** The course's own modules, a development upload, or an uploaded package read from storage on first use. */
  async resolve(id: string): Promise<ScormPackage | undefined> {
    const own = this.packages.get(id);
    if (own || !this.loader) return own;
    let pending = this.stored.get(id);
    if (pending) {
      this.stored.delete(id);
      this.stored.set(id, pending);
      return pending;
    }
    const loader = this.loader;
    pending = (async () => {
      const zip = await loader(id);
      return zip ? this.fromZip(id, zip) : undefined;
    })();
    this.remember(id, pending);
    // A missing package or a failed read is not kept: it may be stored (or the database back) on the next try.
    const pkg = await pending.catch((e: unknown) => {
      this.stored.delete(id);
      throw e;
    });
    if (!pkg) this.stored.delete(id);
    return pkg;
  }

  /** Validates a stored or uploaded zip as the package `id` (third-party content: trusted false). */
  fromZip(id: string, data: Uint8Array): ScormPackage {
    const files = readZip(data);
    return { id, trusted: false, files, ...readManifest(files) };
  }

  /** Keeps a package just validated at upload, so its preview does not read it back. */
  cache(pkg: ScormPackage): void {
    this.remember(pkg.id, Promise.resolve(pkg));
  }

  private remember(id: string, pkg: Promise<ScormPackage | undefined>): void {
    this.stored.delete(id);
    this.stored.set(id, pkg);
    while (this.stored.size > STORED_PACKAGES_MAX) this.stored.delete(this.stored.keys().next().value!);
  }

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

/**
 * The URL the player loads for a SCO: the package path, the item's parameters, and the learner's
 * language. `root` is where the package's files are served: /scorm/<id> for registrants, the
 * back office's staff-only route for a preview.
 */
export function launchUrl(pkg: Pick<ScormPackage, 'id'>, launch: string, lang: string, root = `/scorm/${pkg.id}`): string {
  const q = launch.indexOf('?');
  const path = q < 0 ? launch : launch.slice(0, q);
  const query = q < 0 ? '' : launch.slice(q + 1);
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `${root}/${encoded}?${query ? `${query}&` : ''}lang=${lang}`;
}
