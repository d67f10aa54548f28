import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DsoVerifySchema } from '@portal/domain/registration/dso';
import { DsoCodeValidAnswer } from './answers';
import { verifyDsoCode } from './service';

/** Verifying codes one by one must not become a way to guess them: a tight limit per client address. */
const VERIFY_LIMIT = { max: 10, timeWindow: '1 minute' };

export default async function dsoCodeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/dso-codes/verify', { schema: { body: DsoVerifySchema, response: { 200: DsoCodeValidAnswer } }, config: { rateLimit: VERIFY_LIMIT } }, async (req) =>
    verifyDsoCode(app.db.orm, req.body.code, req.t),
  );
}
