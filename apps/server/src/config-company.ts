import type { ReceiptCompany } from '@portal/domain/receipts/receipt';

/**
 * The seller printed on receipts: legal name, address and tax registration numbers. Development
 * and tests use the sample company below; a production start must set every COMPANY_* variable
 * except COMPANY_EIN (receipts of Canadian sales must show the GST/HST number, Quebec ones the QST
 * number). Numbers are checked for the agencies' formats so a typo stops the start, not a receipt.
 */
export const DEV_COMPANY: ReceiptCompany = {
  legalName: 'Clear Aligner Provider Education Inc.',
  addressLines: ['1200 Market Street, Suite 400', 'Philadelphia, PA 19107', 'United States'],
  gstHstNumber: '123456789 RT0001',
  qstNumber: '1234567890 TQ0001',
  ein: '12-3456789',
};

export interface CompanyEnv {
  COMPANY_LEGAL_NAME?: string;
  COMPANY_ADDRESS?: string;
  COMPANY_GST_HST_NUMBER?: string;
  COMPANY_QST_NUMBER?: string;
  COMPANY_EIN?: string;
}

export const REQUIRED_IN_PRODUCTION = ['COMPANY_LEGAL_NAME', 'COMPANY_ADDRESS', 'COMPANY_GST_HST_NUMBER', 'COMPANY_QST_NUMBER'] as const;

const FORMATS: { name: keyof CompanyEnv; pattern: RegExp; example: string }[] = [
  { name: 'COMPANY_GST_HST_NUMBER', pattern: /^\d{9} ?RT ?\d{4}$/, example: '123456789 RT0001' },
  { name: 'COMPANY_QST_NUMBER', pattern: /^\d{10} ?TQ ?\d{4}$/, example: '1234567890 TQ0001' },
  { name: 'COMPANY_EIN', pattern: /^\d{2}-\d{7}$/, example: '12-3456789' },
];

/** Returns the company, or a problem to report as a ConfigError. */
export function companyFrom(env: CompanyEnv, production: boolean): ReceiptCompany | { problem: string } {
  const value = (name: keyof CompanyEnv) => env[name]?.trim() || undefined;
  if (production) {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !value(name));
    if (missing.length) {
      return { problem: `Missing required setting ${missing.join(', ')}: receipts print the company's legal name, address (lines separated by '|') and tax registration numbers (required when NODE_ENV=production).` };
    }
  }
  for (const f of FORMATS) {
    const v = value(f.name);
    if (v && !f.pattern.test(v)) return { problem: `${f.name} '${v}' is not a valid number: expected the form ${f.example}.` };
  }
  // In production the required ones are set (checked above); elsewhere each unset one is the sample's.
  const address = (value('COMPANY_ADDRESS') ?? '').split('|').map((l) => l.trim()).filter(Boolean);
  return {
    legalName: value('COMPANY_LEGAL_NAME') ?? DEV_COMPANY.legalName,
    addressLines: address.length ? address : DEV_COMPANY.addressLines,
    gstHstNumber: value('COMPANY_GST_HST_NUMBER') ?? DEV_COMPANY.gstHstNumber,
    qstNumber: value('COMPANY_QST_NUMBER') ?? DEV_COMPANY.qstNumber,
    ein: value('COMPANY_EIN') ?? (production ? null : DEV_COMPANY.ein),
  };
}
