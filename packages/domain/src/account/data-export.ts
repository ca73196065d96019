/**
 * 'Download your data' (GDPR art. 15 and 20, issue 45): a machine-readable copy of what we hold
 * about the customer, built as a job, kept for a week, then removed.
 */
import { z } from 'zod';

/** How long a finished export can be downloaded. */
export const DATA_EXPORT_KEPT_DAYS = 7;

/** A copy asked for this recently is answered again rather than built anew (a second tap). */
export const DATA_EXPORT_AGAIN_AFTER_MINUTES = 10;

/** The version of the export's shape, written in it, so a reader knows what it holds. */
export const DATA_EXPORT_FORMAT = 'insurance-wallet-data-export/1';

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** One export as Your account lists it. */
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  /** When the download is removed; null until it is ready. */
  expires_at: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportListSchema = z.object({ exports: z.array(dataExportSchema) });
export type DataExportList = z.infer<typeof dataExportListSchema>;

/** The parts of an export, in the order it is built and read. */
export const DATA_EXPORT_PARTS = [
  'profile',
  'trusted_contact',
  'quotes',
  'policies',
  'payments',
  'claims',
  'complaints',
  'marketing_choices',
  'agent_actions',
  'messages',
] as const;
export type DataExportPart = (typeof DATA_EXPORT_PARTS)[number];

/** The file a download is saved as: 'insurance-wallet-data-2026-12-01.json'. */
export const dataExportFileName = (readyOn: string): string =>
  `insurance-wallet-data-${readyOn}.json`;

/** A bank account number as an export shows it: its last four characters only. */
export const maskedIban = (iban: string): string =>
  `${'*'.repeat(Math.max(iban.length - 4, 0))}${iban.slice(-4)}`;

export const DATA_EXPORT_MESSAGES = {
  notFound: 'There is no such download of your data, or it has been removed.',
  customersOnly: 'Only customers can download their data here. Staff cannot ask for a copy.',
} as const;
