import {
  ACCOUNT_CLOSURE_MESSAGES,
  calendarDateOf,
  closureRefusal,
  formatIsoDate,
  IDENTITY_ERRORS,
  SIGN_IN_DETAILS_MESSAGES,
  type ClosureStandingAnswer,
} from '@wallet/domain';
import type { Messages } from '../../adapters/messages/messages-port.js';
import type { Clock } from '../../lib/clock.js';
import { FieldValidationError, IdentityFailure, unauthorized } from '../../lib/http-errors.js';
import type { AccountClosureRepository } from './account-closure-repository.js';
import { accountClosedEmail } from './account-messages.js';
import type { RefreshSessionsRepository } from './refresh-sessions-repository.js';
import type { UserRow, UsersRepository } from './users-repository.js';

/**
 * 'Close my account' (issue 45): refused with its reason while a policy is in force or a claim
 * is in progress; otherwise, with the password as it stands, every sign-in ends, the customer is
 * told at the address they had, and what the law does not keep is erased, in one transaction.
 */
export function createAccountClosureService(deps: {
  users: UsersRepository;
  closure: AccountClosureRepository;
  refreshSessions: RefreshSessionsRepository;
  messages: Messages;
  clock: Clock;
  checkPassword: (email: string, password: string) => Promise<UserRow>;
}) {
  async function customer(userId: string): Promise<UserRow> {
    const user = await deps.users.findById(userId);
    if (!user || user.role !== 'customer' || user.closedAt) throw unauthorized();
    return user;
  }

  const standingOf = (userId: string) =>
    deps.closure.standing(userId, formatIsoDate(calendarDateOf(deps.clock())));

  return {
    async standing(userId: string): Promise<ClosureStandingAnswer> {
      await customer(userId);
      const reason = closureRefusal(await standingOf(userId));
      return { can_close: reason === null, reason };
    },

    async close(userId: string, currentPassword: string): Promise<{ message: string }> {
      await deps.closure.lock(userId);
      const user = await customer(userId);
      const reason = closureRefusal(await standingOf(userId));
      if (reason) throw new FieldValidationError({ account: [reason] });
      try {
        await deps.checkPassword(user.email, currentPassword);
      } catch (error) {
        const wrong =
          error instanceof IdentityFailure &&
          error.identityError.message === IDENTITY_ERRORS.notAuthorized.message;
        if (wrong) {
          throw new FieldValidationError({
            currentPassword: [SIGN_IN_DETAILS_MESSAGES.currentPasswordWrong],
          });
        }
        throw error;
      }
      const at = deps.clock();
      await deps.messages.send(
        accountClosedEmail({ userId: user.id, givenName: user.givenName, email: user.email }),
      );
      await deps.refreshSessions.revokeAllOfUser(user.id);
      await deps.closure.erase(user.id, at);
      return { message: ACCOUNT_CLOSURE_MESSAGES.closed };
    },
  };
}

export type AccountClosureService = ReturnType<typeof createAccountClosureService>;
