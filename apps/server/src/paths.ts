import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's folders the server reads at run time (catalogs, migrations, the course's SCORM
 * content, the common-passwords list). This file sits three levels below the root, as does the
 * compiled server (apps/server/dist/main.js, which bundles it), so the same relative URL finds the
 * root from the sources under tsx and from the build under plain node.
 */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const LOCALES_DIR = join(ROOT, 'packages/domain/locales');
export const MIGRATIONS_DIR = join(ROOT, 'apps/server/src/db/migrations');
export const SCORM_CONTENT_DIR = join(ROOT, 'content/scorm');
export const COMMON_PASSWORDS_FILE = join(ROOT, 'apps/server/src/features/staff/common-passwords.txt');
