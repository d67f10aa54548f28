/**
 * The issuer printed on certificates and verification letters: the signer and the company's
 * address block. Constants, not configuration: they change with a release, like the texts.
 */
export const ISSUER = {
  company: 'Clear Aligner Provider Education',
  addressLines: ['1200 Market Street, Suite 400', 'Philadelphia, PA 19107', 'United States'],
  phone: '+1 215 555 0140',
  email: 'education@clear-aligner-provider.example',
  signer: { name: 'Dr. Rebecca Lin, DDS', titleKey: 'certificates:signerTitle' },
} as const;
