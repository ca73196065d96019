import {
  AGENT_API_MESSAGES,
  AGENT_SEARCH_MESSAGES,
  CONTACT_MODES,
  quoteSearchProblems,
  toQuoteCustomersPayload,
  type ContactMode,
  type QuoteCustomer,
  type QuoteSearchFormValues,
  type QuoteSearchRow,
} from '@wallet/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ChoiceField } from '../../../ui/choice-field';
import { useCustomerQuotes } from '../api/get-customer-quotes';
import { useOpenSelectedQuote } from '../api/get-selected-quote';
import { refusalOf } from '../api/read-answer';
import { useBranchQuotes } from '../api/search-branch-quotes';
import { useQuoteCustomers } from '../api/search-quote-customers';
import { AgentPage } from '../components/agent-page';
import { OutcomeMessage } from '../components/outcome-message';
import { PagedTable } from '../components/paged-table';
import { SearchResults } from '../components/search-results';
import type { CustomerJourneys } from '../lib/customer-journeys';
import { BranchSearchForm } from './branch-search-form';
import { CustomerSearchForm } from './customer-search-form';
import { QuoteRowsTable } from './quote-rows-table';
import { CONTACT_MODE_LABELS, SEARCH_QUOTES_TEXTS as TEXT } from './search-quotes-texts';

/** The search as the address holds it, so Back and a reload show the same results. */
type Search = {
  mode: ContactMode;
  customer: QuoteSearchFormValues | null;
  email: string | null;
  branch: string | null;
};

function searchOf(params: URLSearchParams): Search {
  const mode = params.get('mode') === 'Branch' ? 'Branch' : 'Email';
  const option = params.get('option') ?? '';
  const input = params.get('input') ?? '';
  const problems = quoteSearchProblems(option, input);
  const customer =
    problems.option || problems.input ? null : { searchOption: option, searchInput: input };
  return {
    mode,
    customer: mode === 'Email' ? customer : null,
    email: mode === 'Email' ? params.get('email') : null,
    branch: mode === 'Branch' ? params.get('branch') : null,
  };
}

/**
 * platform.md 2.10, Search All Home Quotes: by e-mail or name (the customers, then a customer's
 * quotes), or by a branch's typeahead (its quotes, 1000 a page). Choosing an e-mail opens that
 * quote at About you.
 */
export function SearchQuotesPage({ journeys }: { journeys: CustomerJourneys }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  // The way of searching shown: the address's, unless changed on this address and not yet used
  // for a search. Back, or a search, shows the address's again.
  const [choice, setChoice] = useState<{ at: string; mode: ContactMode } | null>(null);
  const mode = choice?.at === params.toString() ? choice.mode : search.mode;
  const customers = useQuoteCustomers(
    search.customer ? toQuoteCustomersPayload(search.customer) : null,
  );
  const quotes = useCustomerQuotes(search.email);
  const branchQuotes = useBranchQuotes(search.branch);
  const [opening, setOpening] = useState<string | null>(null);
  const open = useOpenSelectedQuote(journeys.openHomeQuote);

  const openQuote = (row: QuoteSearchRow) => {
    setOpening(row.policy_code);
    open.mutate(row.policy_code, {
      onSuccess: () => navigate(PATHS.homeQuoteStart),
      onSettled: () => setOpening(null),
    });
  };
  const openFailure = open.isError
    ? refusalOf(open.error)?.status === 404
      ? AGENT_API_MESSAGES.quoteNotFound
      : TEXT.openFailed
    : null;

  const branchRows = branchQuotes.data?.pages.flatMap((page) => page.content) ?? [];

  return (
    <AgentPage title={TEXT.title} lead={TEXT.lead}>
      <Card accent="primary">
        <ChoiceField<ContactMode>
          id="quote-search-mode"
          name="quote-search-mode"
          label={TEXT.modeLabel}
          options={CONTACT_MODES.map((value) => ({ value, label: CONTACT_MODE_LABELS[value] }))}
          value={mode}
          onChange={(next) => setChoice({ at: params.toString(), mode: next })}
        />
        {mode === 'Email' ? (
          <CustomerSearchForm
            key={params.toString()}
            initial={search.customer ?? { searchOption: '', searchInput: '' }}
            onSearch={(values) => {
              setChoice(null);
              setParams({
                mode: 'Email',
                option: values.searchOption,
                input: values.searchInput.trim(),
              });
            }}
          />
        ) : (
          <BranchSearchForm
            key={params.toString()}
            initial={search.branch}
            onSearch={(branch) => {
              setChoice(null);
              setParams({ mode: 'Branch', branch });
            }}
          />
        )}
      </Card>

      <OutcomeMessage outcome={openFailure ? { tone: 'failure', message: openFailure } : null} />

      {mode === 'Email' && search.customer && (
        <SearchResults
          pending={customers.isPending}
          count={customers.data?.length ?? 0}
          noResult={AGENT_SEARCH_MESSAGES.quoteSearchNoResult}
          found={TEXT.customersFound}
        >
          <PagedTable<QuoteCustomer>
            key={params.get('input') ?? ''}
            caption={TEXT.customersCaption}
            rows={customers.data ?? []}
            rowKey={(customer) => customer.email}
            columns={[
              {
                key: 'name',
                header: TEXT.columns.name,
                cell: (customer) => `${customer.first_name} ${customer.last_name}`.trim(),
                rowHeader: true,
              },
              { key: 'email', header: TEXT.columns.email, cell: (customer) => customer.email },
              {
                key: 'quotes',
                header: 'Quotes',
                cell: (customer) => (
                  <Button
                    variant="secondary"
                    aria-pressed={search.email === customer.email}
                    onClick={() => {
                      const next = new URLSearchParams(params);
                      next.set('email', customer.email);
                      setParams(next);
                    }}
                  >
                    {TEXT.viewQuotes} <span className="visually-hidden">of {customer.email}</span>
                  </Button>
                ),
              },
            ]}
          />
        </SearchResults>
      )}

      {mode === 'Email' && search.email && (
        <SearchResults
          pending={quotes.isPending}
          count={quotes.data?.length ?? 0}
          noResult={AGENT_SEARCH_MESSAGES.quoteSearchNoResult}
          found={TEXT.quotesFound}
        >
          <QuoteRowsTable
            key={search.email}
            caption={TEXT.quotesOf(search.email)}
            rows={quotes.data ?? []}
            onOpen={openQuote}
            opening={opening}
          />
        </SearchResults>
      )}

      {mode === 'Branch' && search.branch && (
        <SearchResults
          pending={branchQuotes.isPending}
          count={branchRows.length}
          noResult={AGENT_SEARCH_MESSAGES.branchSearchNoResult}
          found={TEXT.quotesFound}
        >
          <QuoteRowsTable
            key={search.branch}
            caption={TEXT.branchQuotes(search.branch)}
            withBranch={false}
            rows={branchRows}
            onOpen={openQuote}
            opening={opening}
          />
          {branchQuotes.hasNextPage && (
            <div className="agent-more">
              <Button
                variant="secondary"
                disabled={branchQuotes.isFetchingNextPage}
                onClick={() => void branchQuotes.fetchNextPage()}
              >
                {TEXT.loadMore}
              </Button>
            </div>
          )}
        </SearchResults>
      )}
    </AgentPage>
  );
}
