/**
 * Data every installation needs, demo or not. The demo data (accounts, policies, the agents'
 * quotes) is in src/demo, which seeds this first.
 */
import type { Repositories } from '../repository-types.js';

/** The bank branches agents choose from (platform.md 3.3). */
export const BRANCH_NAMES = [
  'Athlone',
  'Cork, Patrick Street',
  'Dublin, College Green',
  'Dublin, Baggot Street',
  'Dundalk',
  'Galway, Eyre Square',
  'Kilkenny',
  'Limerick, O’Connell Street',
  'Sligo',
  'Waterford, The Quay',
] as const;

/** Data every installation needs, demo or not: the flags' defaults and the branch list. */
export async function seedReferenceData(repositories: Repositories): Promise<void> {
  await repositories.flags.insertMissingDefaults();
  await repositories.branches.insertMissing(BRANCH_NAMES);
}

/** An empty database is one that nobody has signed up to or been seeded into. */
export async function isDatabaseEmpty(repositories: Repositories): Promise<boolean> {
  return (await repositories.users.count()) === 0;
}
