/**
 * The matching service of super agents (platform.md 2.10, 4.4, 7 and 8): find a customer, list,
 * pair and unpair their portfolio codes, and change their mobile number. Each call returns its
 * answer with what the audit trail keeps of it (recorded-action.ts).
 */
import {
  AGENT_API_MESSAGES,
  AGENT_MOBILE_MESSAGES,
  AGENT_SEARCH_MAX_RESULTS,
  PORTFOLIO_CODE_MESSAGES,
  toNationalMobile,
  type AgentMobileResponse,
  type MatchResponse,
  type PortfolioRow,
  type RetrieveUserOption,
  type UserList,
} from '@wallet/domain';
import type { PortfolioRegister } from '../../adapters/portfolio-register/portfolio-register-port.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import type { Repositories } from '../../repository-types.js';
import type { AgentActor } from './agent-actions-repository.js';
import { readOfCustomers, recorded, type Recorded } from './recorded-action.js';

export function createMatchingService(deps: { register: PortfolioRegister; clock: Clock }) {
  const { register, clock } = deps;

  async function customerOf(tx: Repositories, identifier: string, missing: string) {
    const customer = await tx.agentCustomers.findCustomer(identifier);
    if (!customer) throw notFound(missing);
    return customer;
  }

  return {
    /** POST /users: customers whose chosen field starts with the input. */
    async retrieveUsers(
      tx: Repositories,
      search: { option: RetrieveUserOption; input: string },
    ): Promise<Recorded<UserList>> {
      const users = await tx.agentCustomers.search(
        search.option,
        search.input,
        AGENT_SEARCH_MAX_RESULTS,
      );
      return recorded(
        { user_list: users },
        readOfCustomers(
          users.map((user) => user.username),
          {
            action: 'search',
            details: { search: 'users', option: search.option, results: users.length },
          },
        ),
      );
    },

    /** POST /home/applied_match/search: a customer's portfolio rows. */
    async portfolioRows(tx: Repositories, identifier: string): Promise<Recorded<PortfolioRow[]>> {
      const rows = await tx.portfolioPairs.listOfIdentifier(identifier);
      const customer = await tx.agentCustomers.findCustomer(identifier);
      return recorded(rows, {
        action: 'open',
        customerUserId: customer?.id ?? null,
        details: { view: 'portfolio_rows', results: rows.length },
      });
    },

    /**
     * POST /home/applied_match/match: pairs a real code with a customer; a code paired with
     * someone else answers matching_failure with both e-mails and changes nothing.
     */
    async match(
      tx: Repositories,
      agent: AgentActor,
      pair: { portfolio_code: string; third_party_identifier: string },
    ): Promise<Recorded<MatchResponse>> {
      const customer = await customerOf(
        tx,
        pair.third_party_identifier,
        AGENT_API_MESSAGES.customerNotFound,
      );
      const code = pair.portfolio_code;
      if (!(await register.isKnown(code))) {
        return recorded(
          { successfully_paired: false, message: PORTFOLIO_CODE_MESSAGES.invalid },
          null,
        );
      }
      const matched = {
        successfully_paired: true,
        message: PORTFOLIO_CODE_MESSAGES.matched(customer.email),
      };
      const existing = await tx.portfolioPairs.findByCode(code);
      if (existing) {
        if (existing.userId === customer.id) return recorded(matched, null);
        const failure = {
          policy_holder_email: existing.holderEmail ?? existing.thirdPartyIdentifier,
          user_email: existing.submitterEmail ?? '',
        };
        return recorded(
          {
            successfully_paired: false,
            message: PORTFOLIO_CODE_MESSAGES.alreadyRegistered(
              failure.policy_holder_email,
              failure.user_email,
            ),
            matching_failure: failure,
          },
          null,
        );
      }
      await tx.portfolioPairs.insert({
        portfolioCode: code,
        userId: customer.id,
        submittedByUserId: agent.userId,
        at: clock(),
      });
      return recorded(matched, {
        action: 'match',
        customerUserId: customer.id,
        subjectReference: code,
        details: {},
      });
    },

    /** POST /home/applied_match/unmatch: removes the row; 404 when there is no such row. */
    async unmatch(tx: Repositories, row: PortfolioRow): Promise<Recorded<PortfolioRow>> {
      const code = row.portfolio_code.toUpperCase();
      const customer = await tx.agentCustomers.findCustomer(row.third_party_identifier);
      if (!(await tx.portfolioPairs.remove(code, row.third_party_identifier))) {
        throw notFound(PORTFOLIO_CODE_MESSAGES.deleteFailed);
      }
      return recorded(
        { portfolio_code: code, third_party_identifier: row.third_party_identifier },
        {
          action: 'unmatch',
          customerUserId: customer?.id ?? null,
          subjectReference: code,
          details: {},
        },
      );
    },

    /** PUT /users/phone_number: the agent's mobile update (platform.md 5 and 8). */
    async updateMobile(
      tx: Repositories,
      change: { username: string; phone_number: string },
    ): Promise<Recorded<AgentMobileResponse>> {
      const customer = await customerOf(tx, change.username, AGENT_MOBILE_MESSAGES.failed);
      const answer = { message: AGENT_MOBILE_MESSAGES.success, phone_number: change.phone_number };
      // The same number again changes nothing, so nothing is recorded.
      if (customer.phoneNumber === change.phone_number) return recorded(answer, null);
      await tx.agentCustomers.setMobile(
        customer.id,
        change.phone_number,
        toNationalMobile(change.phone_number),
        clock(),
      );
      return recorded(answer, {
        action: 'mobile_change',
        customerUserId: customer.id,
        details: {},
      });
    },
  };
}

export type MatchingService = ReturnType<typeof createMatchingService>;
