import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailField } from '@portal/domain/http/validation';
import { STAFF_ROLES } from '@portal/domain/staff/roles';
import { eq } from 'drizzle-orm';
import { staffUsers } from '../../db/schema/staff';
import { newPublicId } from '../../platform/security/ids';
import { createApiToken } from './api-tokens';
import { createStaffWithLink } from './create-staff';

/**
 * Development and test only (never registered in production): what `npm run admin:create` does,
 * for any role, so browser journeys can start from a set-up link while the portal runs; and an
 * API token of an automation account with a given role (journeys that mark attendance).
 */
export default async function devStaffFixtures(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/dev/staff',
    { schema: { body: z.object({ email: emailField(), name: z.string().max(100).optional(), role: z.enum(STAFF_ROLES) }) } },
    async (req) => createStaffWithLink(app.db.orm, { id: null, label: 'dev-fixture', requestId: req.id }, req.body, app.config.publicUrl),
  );

  r.post('/api/dev/staff/api-token', { schema: { body: z.object({ role: z.enum(STAFF_ROLES) }) } }, async (req) => {
    const email = `automation.${req.body.role}@dev.provider-portal.local`;
    await app.db.orm
      .insert(staffUsers)
      .values({ id: newPublicId(), email, name: `Automation (${req.body.role})`, role: req.body.role, status: 'active' })
      .onConflictDoNothing();
    const [user] = await app.db.orm.select().from(staffUsers).where(eq(staffUsers.email, email));
    const created = await createApiToken(app.db.orm, { id: user.id, label: email, requestId: req.id }, 'dev fixture');
    return { token: created.token, staffId: user.id, email };
  });
}
