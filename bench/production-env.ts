import { randomBytes } from 'node:crypto';

/**
 * What a production start requires, for benches that run the portal as production does: a fresh
 * secret (shared by every instance of one run), a public address and the seller printed on
 * receipts. Nothing here sends real mail or takes money (the sandbox is allowed).
 */
export function benchProductionEnv(smtpUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    APP_SECRET: randomBytes(36).toString('base64'),
    PUBLIC_URL: 'https://providers.bench.example',
    SMTP_URL: smtpUrl,
    ALLOW_SANDBOX_PAYMENTS: 'true',
    COMPANY_LEGAL_NAME: 'Bench Inc.',
    COMPANY_ADDRESS: '1 Bench Street|Philadelphia, PA 19107|United States',
    COMPANY_GST_HST_NUMBER: '123456789 RT0001',
    COMPANY_QST_NUMBER: '1234567890 TQ0001',
    COMPANY_EIN: '12-3456789',
  };
}
