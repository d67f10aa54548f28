import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CodeParamsSchema,
  CouponCreateSchema,
  CouponListQuerySchema,
  CouponPatchSchema,
  TaxRateBodySchema,
  TaxRateListQuerySchema,
  TaxRateParamsSchema,
} from '@portal/domain/checkout/admin-schemas';
import { CAN } from '@portal/domain/staff/roles';
import { actorOf } from '../staff/access';
import { createCoupon, getCoupon, listCoupons, setCouponActive, updateCoupon } from './admin-coupons';
import { deleteTaxRate, listTaxRates, setTaxRate } from './admin-tax-rates';
import { CouponAnswer, CouponListAnswer, TaxRateAnswer, TaxRateListAnswer } from './answers';

/**
 * Codes and prices (issue 10): coupons and US/PR tax rates. Administrators, operations and
 * viewers read them; administrators and operations change them. Lists answer `{ data, total }`;
 * rows carry `id` (the coupon's code; `US-IL-SALES_TAX` for a rate), react-admin's record key.
 */
export default async function checkoutAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const READ = { roles: CAN.readCodes };
  const MANAGE = { roles: CAN.manageCodes };

  r.get('/api/admin/coupons', { config: READ, schema: { querystring: CouponListQuerySchema, response: { 200: CouponListAnswer } } }, async (req) => listCoupons(app.db.orm, req.query));

  r.get('/api/admin/coupons/:code', { config: READ, schema: { params: CodeParamsSchema, response: { 200: CouponAnswer } } }, async (req) => getCoupon(app.db.orm, req.params.code));

  r.post('/api/admin/coupons', { config: MANAGE, schema: { body: CouponCreateSchema, response: { 201: CouponAnswer } } }, async (req, reply) =>
    reply.code(201).send(await createCoupon(app.db.orm, actorOf(req), req.body)),
  );

  r.patch('/api/admin/coupons/:code', { config: MANAGE, schema: { params: CodeParamsSchema, body: CouponPatchSchema, response: { 200: CouponAnswer } } }, async (req) =>
    updateCoupon(app.db.orm, actorOf(req), req.params.code, req.body),
  );

  for (const [action, active] of [['activate', true], ['deactivate', false]] as const) {
    r.post(`/api/admin/coupons/:code/${action}`, { config: MANAGE, schema: { params: CodeParamsSchema, response: { 200: CouponAnswer } } }, async (req) =>
      setCouponActive(app.db.orm, actorOf(req), req.params.code, active),
    );
  }

  r.get('/api/admin/tax-rates', { config: READ, schema: { querystring: TaxRateListQuerySchema, response: { 200: TaxRateListAnswer } } }, async (req) => listTaxRates(app.db.orm, req.query));

  r.put('/api/admin/tax-rates/:country/:region/:code', { config: MANAGE, schema: { params: TaxRateParamsSchema, body: TaxRateBodySchema, response: { 200: TaxRateAnswer } } }, async (req) =>
    setTaxRate(app.db.orm, actorOf(req), req.params, req.body.rate),
  );

  r.delete('/api/admin/tax-rates/:country/:region/:code', { config: MANAGE, schema: { params: TaxRateParamsSchema, response: { 200: TaxRateAnswer } } }, async (req) =>
    deleteTaxRate(app.db.orm, actorOf(req), req.params),
  );
}
