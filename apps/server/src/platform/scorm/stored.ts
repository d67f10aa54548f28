import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import { scormPackages } from '../../db/schema/scorm';

/** An uploaded package's zip, read by the registry on first use; ids that cannot be a package are not looked up. */
export async function loadStoredZip(db: NodePgDatabase, id: string): Promise<Uint8Array | undefined> {
  if (!PUBLIC_ID_PATTERN.test(id)) return undefined;
  const [row] = await db.select({ zip: scormPackages.zip }).from(scormPackages).where(eq(scormPackages.id, id));
  return row ? new Uint8Array(row.zip.buffer, row.zip.byteOffset, row.zip.byteLength) : undefined;
}
