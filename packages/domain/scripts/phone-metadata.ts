/**
 * Writes src/registration/phone-metadata.ts from the installed libphonenumber-js (after upgrading
 * it; a domain test fails while the two differ):
 *
 *   node --import tsx packages/domain/scripts/phone-metadata.ts
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { phoneMetadataFor } from '../src/registration/phone-countries';

const full = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json');
const out = new URL('../src/registration/phone-metadata.ts', import.meta.url);
writeFileSync(
  out,
  `// Written by packages/domain/scripts/phone-metadata.ts from libphonenumber-js's metadata.min.json: do not edit.\n` +
    `import type { MetadataJson } from 'libphonenumber-js/core';\n\n` +
    `export const PHONE_METADATA = ${JSON.stringify(phoneMetadataFor(full))} as unknown as MetadataJson;\n`,
);
