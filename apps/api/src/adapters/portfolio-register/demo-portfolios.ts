/**
 * The demo's policy-holder portfolios, the one list the local portfolio register holds (README,
 * demo data): codes of both formats the spec gives, 4 upper-case letters and 2 digits for Create
 * Customer Account, XXXXXXXX-XXXX-XXXX-XXXXXXXXXXXX for the matching service. The seed pairs the
 * first of each with the demo customer, so the others are free to register or match.
 */
export const DEMO_ACCOUNT_PORTFOLIO_CODES = [
  'MURP01',
  'DOYL02',
  'KAVA03',
  'NOLA04',
  'QUIN05',
  'BREN06',
  'WALS07',
  'BYRN08',
  'KELL09',
  'RYAN10',
] as const;

export const DEMO_MATCH_PORTFOLIO_CODES = [
  'A1B2C3D4-E5F6-A7B8-C9D0E1F2A3B4',
  'B2C3D4E5-F6A7-B8C9-D0E1F2A3B4C5',
  'C3D4E5F6-A7B8-C9D0-E1F2A3B4C5D6',
  'D4E5F6A7-B8C9-D0E1-F2A3B4C5D6E7',
  'E5F6A7B8-C9D0-E1F2-A3B4C5D6E7F8',
  'F6A7B8C9-D0E1-F2A3-B4C5D6E7F8A9',
  '1A2B3C4D-5E6F-7A8B-9C0D1E2F3A4B',
  '2B3C4D5E-6F7A-8B9C-0D1E2F3A4B5C',
] as const;
