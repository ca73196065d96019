import type { Database } from '../../db/client.js';

/**
 * The OpenClaims port: whether a policy has a claim in progress, which stops it being cancelled
 * online. The claims module fills it from the claims made online (modules/claims).
 */
export interface OpenClaims {
  /**
   * `executor`: the transaction the caller decides in, when it is in one. The embedded database
   * is one connection, so a query beside an open transaction would wait for it for ever.
   */
  hasClaimInProgress(policyRowId: string, executor?: Pick<Database, 'select'>): Promise<boolean>;
  /**
   * Whether any claim has been made on the policy, whatever became of it: an insurer's terms that
   * refund a withdrawal in full do so only while none has (home.md 9).
   */
  hasClaimMade(policyRowId: string, executor?: Pick<Database, 'select'>): Promise<boolean>;
}
