/**
 * Create Customer Account (platform.md 2.10, 6, 7 and 8): an agent registers a customer with a
 * real portfolio code. The account is created by an agent (created_by_agent, no password): the
 * customer gets one e-mail naming the agent and branch, whose code sets the password through the
 * reset flow and verifies the e-mail in the same step (decision 0032). An e-mail that already has
 * an account is paired with the code instead.
 */
import {
  AGENT_JOURNEY_MESSAGES,
  CREATE_ACCOUNT_MESSAGES,
  type AgentSignUpResponse,
  PORTFOLIO_CODE_MESSAGES,
  toNationalMobile,
  type CreateAccountResponse,
} from '@wallet/domain';
import type { z } from 'zod';
import type { agentSignUpPayloadSchema, createAccountPayloadSchema } from '@wallet/domain';
import { HttpError } from '../../lib/http-errors.js';
import type { PortfolioRegister } from '../../adapters/portfolio-register/portfolio-register-port.js';
import { createDemoStaffDirectory } from '../../adapters/staff-directory/demo-staff-directory.js';
import type { StaffDirectory } from '../../adapters/staff-directory/staff-directory-port.js';
import type { Clock } from '../../lib/clock.js';
import type { Repositories } from '../../repository-types.js';
import {
  createAccountService,
  createOneTimeCodes,
  RESET_PASSWORD_PATH,
  type UserRow,
} from '../auth/index.js';
import type { AgentActor } from './agent-actions-repository.js';
import { recorded, type Recorded } from './recorded-action.js';

type CreateAccountPayload = z.output<typeof createAccountPayloadSchema>;
type AgentSignUpData = z.output<typeof agentSignUpPayloadSchema>;

const refused = (failureReason: string, existingUser: boolean): Recorded<CreateAccountResponse> =>
  recorded(
    { successfully_paired: false, existing_user: existingUser, failure_reason: failureReason },
    null,
  );

export function createCustomerAccounts(deps: {
  register: PortfolioRegister;
  tokenSecret: string;
  clock: Clock;
  /** Where customers open the product: the e-mail's link to the Reset password page. */
  publicOrigin: string;
  /**
   * The bank's staff directory: its addresses are staff identities, never customers' (decision
   * 0018); the server's own stand-in, over the demo staff, unless another is given.
   */
  staffDirectory?: Pick<StaffDirectory, 'findStaffByEmail'>;
}) {
  const { register, clock } = deps;
  const staffDirectory = deps.staffDirectory ?? createDemoStaffDirectory();

  /** Whether an e-mail is a member of staff's: a wallet staff account, or the directory's. */
  async function isStaffEmail(email: string, existing: { role: string } | undefined) {
    if (existing) return existing.role !== 'customer';
    return Boolean(await staffDirectory.findStaffByEmail(email));
  }

  /**
   * Sends, through the outbox in the action's transaction, the one e-mail of an account an agent
   * made: the agent's first name and chosen branch, and the code that sets the password.
   */
  async function sendAccountEmail(tx: Repositories, agent: AgentActor, user: UserRow) {
    const accounts = createAccountService({
      users: tx.users,
      refreshSessions: tx.refreshSessions,
      codes: createOneTimeCodes({ repository: tx.oneTimeCodes, secret: deps.tokenSecret, clock }),
      messages: tx.outboxMessages,
      clock,
    });
    const staff = await tx.users.findById(agent.userId);
    if (!staff) throw new Error('The signed-in agent has no account');
    const branch = await tx.branches.branchOfUser(agent.userId);
    await accounts.sendAgentMadeAccountEmail(
      user,
      { agentFirstName: staff.givenName, branchName: branch?.branch_name ?? null },
      `${deps.publicOrigin}${RESET_PASSWORD_PATH}?resetCodeSent=true`,
    );
  }

  return {
    /** Whether a Create Customer Account portfolio code is a real one. */
    isKnown: (portfolioCode: string) => register.isKnown(portfolioCode),

    /**
     * The sign-in check's sign-up (home.md 6): a customer the user lookup did not find gets an
     * account created by the agent, as Create Customer Account makes it but without a portfolio
     * code. The generated password only had to have its shape: it is never kept, as the customer
     * sets their own through the reset flow (decision 0021). An e-mail with an account, or of
     * the staff directory: 409.
     */
    async signUp(
      tx: Repositories,
      agent: AgentActor,
      payload: AgentSignUpData,
    ): Promise<Recorded<AgentSignUpResponse>> {
      const existing = await tx.users.findByEmail(payload.email);
      if (await isStaffEmail(payload.email, existing)) {
        throw new HttpError(409, 'USER_EXISTS', AGENT_JOURNEY_MESSAGES.notCustomerEmail);
      }
      if (existing) {
        throw new HttpError(409, 'USER_EXISTS', AGENT_JOURNEY_MESSAGES.customerExists);
      }
      const now = clock();
      const user = await tx.users.create({
        email: payload.email,
        givenName: payload.given_name,
        familyName: payload.family_name,
        phoneNumber: payload.phone_number,
        passwordHash: null,
        createdByAgent: true,
        createdByUserId: agent.userId,
        emailVerified: false,
        phoneVerified: false,
        createdAt: now,
        updatedAt: now,
      });
      await tx.profiles.upsert({
        userId: user.id,
        firstName: payload.given_name,
        lastName: payload.family_name,
        phone: toNationalMobile(payload.phone_number),
      });
      await sendAccountEmail(tx, agent, user);
      return recorded(
        { user_id: user.id, email: user.email, created_by_agent: true as const },
        { action: 'create_account', customerUserId: user.id, details: { via: 'sign_up' } },
      );
    },

    async create(
      tx: Repositories,
      agent: AgentActor,
      payload: CreateAccountPayload,
    ): Promise<Recorded<CreateAccountResponse>> {
      const code = payload.portfolio_code;
      const existing = await tx.users.findByEmail(payload.email);
      if (await isStaffEmail(payload.email, existing)) {
        return refused(CREATE_ACCOUNT_MESSAGES.staffEmail, Boolean(existing));
      }
      if (!(await register.isKnown(code))) {
        return refused(CREATE_ACCOUNT_MESSAGES.invalidPortfolioCode, Boolean(existing));
      }
      const pair = await tx.portfolioPairs.findByCode(code);
      if (pair && (!existing || pair.userId !== existing.id)) {
        return refused(
          PORTFOLIO_CODE_MESSAGES.alreadyRegistered(
            pair.holderEmail ?? pair.thirdPartyIdentifier,
            pair.submitterEmail ?? '',
          ),
          Boolean(existing),
        );
      }

      if (existing) {
        // platform.md 8: an existing user gets the match message: the code is paired with them.
        const matched = {
          successfully_paired: true,
          existing_user: true,
          message: PORTFOLIO_CODE_MESSAGES.matched(existing.email),
        };
        if (pair) return recorded(matched, null);
        await tx.portfolioPairs.insert({
          portfolioCode: code,
          userId: existing.id,
          submittedByUserId: agent.userId,
          at: clock(),
        });
        return recorded(matched, {
          action: 'match',
          customerUserId: existing.id,
          subjectReference: code,
          details: { via: 'create_account' },
        });
      }

      const now = clock();
      const user = await tx.users.create({
        email: payload.email,
        givenName: payload.first_name,
        familyName: payload.last_name,
        phoneNumber: payload.phone,
        passwordHash: null,
        createdByAgent: true,
        createdByUserId: agent.userId,
        emailVerified: false,
        phoneVerified: false,
        createdAt: now,
        updatedAt: now,
      });
      await tx.profiles.upsert({
        userId: user.id,
        firstName: payload.first_name,
        lastName: payload.last_name,
        phone: toNationalMobile(payload.phone),
      });
      await tx.portfolioPairs.insert({
        portfolioCode: code,
        userId: user.id,
        submittedByUserId: agent.userId,
        at: now,
      });
      await sendAccountEmail(tx, agent, user);
      return recorded(
        {
          successfully_paired: true,
          existing_user: false,
          message: CREATE_ACCOUNT_MESSAGES.success,
        },
        {
          action: 'create_account',
          customerUserId: user.id,
          subjectReference: code,
          details: {},
        },
      );
    },
  };
}

export type CustomerAccounts = ReturnType<typeof createCustomerAccounts>;
