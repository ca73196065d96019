/**
 * The OpenClaims port: whether a policy has a claim in progress, which stops it being cancelled
 * online. Claims are taken by phone until they come online; the claims module fills this port
 * then. Until it does, no claim is in progress on record, and the check is still made.
 */
export interface OpenClaims {
  hasClaimInProgress(policyRowId: string): Promise<boolean>;
}

export const noClaimsOnRecord: OpenClaims = {
  hasClaimInProgress: async () => false,
};
