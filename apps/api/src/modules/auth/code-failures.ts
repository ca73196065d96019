import { IDENTITY_FLOW_ERRORS, type IdentityError } from '@wallet/domain';
import type { CodeCheck } from './one-time-codes.js';

/** The identity error a failed code check answers with; null when the code was right. */
export function failureOfCodeCheck(result: CodeCheck): IdentityError | null {
  switch (result) {
    case 'ok':
      return null;
    case 'mismatch':
      return IDENTITY_FLOW_ERRORS.codeMismatch;
    case 'expired':
      return IDENTITY_FLOW_ERRORS.expiredCode;
    case 'attempts-exceeded':
      return IDENTITY_FLOW_ERRORS.limitExceeded;
  }
}
