import {
  AGENT_SEARCH_MESSAGES,
  RETRIEVE_USER_OPTIONS,
  retrieveUserProblems,
  toRetrieveUserPayload,
  type RetrievedUser,
  type RetrieveUserFormValues,
  type RetrieveUserOption,
} from '@wallet/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { useRetrievedUsers } from '../api/retrieve-users';
import { AgentPage } from '../components/agent-page';
import { OutcomeMessage, type Outcome } from '../components/outcome-message';
import { PagedTable, type TableColumn } from '../components/paged-table';
import { SearchResults } from '../components/search-results';
import { EditMobileModal } from './edit-mobile-modal';
import { MatchModal } from './match-modal';
import { MATCHING_TEXTS as TEXT } from './matching-texts';
import { RetrieveUserForm } from './retrieve-user-form';

const fullName = (user: RetrievedUser) => `${user.first_name} ${user.last_name}`.trim();

/** The search in the address, so Back and a reload show the same results. */
function searchOf(params: URLSearchParams): RetrieveUserFormValues | null {
  const option = params.get('option') ?? '';
  const input = params.get('input') ?? '';
  if (!RETRIEVE_USER_OPTIONS.includes(option as RetrieveUserOption)) return null;
  const problems = retrieveUserProblems(option, input);
  return problems.option || problems.input ? null : { searchOption: option, searchInput: input };
}

type Dialog = { kind: 'match' | 'mobile'; user: RetrievedUser } | null;

/**
 * platform.md 2.10, the matching service of super agents: retrieve user, the results grid, the
 * Match modal of each customer's portfolio codes and the edit-mobile modal.
 */
export function MatchingServicePage() {
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const users = useRetrievedUsers(search ? toRetrieveUserPayload(search) : null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const columns: TableColumn<RetrievedUser>[] = [
    { key: 'name', header: 'Name', cell: fullName, rowHeader: true },
    { key: 'email', header: 'Email address', cell: (user) => user.email },
    {
      key: 'mobile',
      header: 'Mobile number',
      cell: (user) => (
        <span className="agent-table__nowrap">{user.phone_number || TEXT.noNumber}</span>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (user) => (
        <span className="agent-table__actions">
          <Button onClick={() => setDialog({ kind: 'match', user })}>
            {TEXT.match}{' '}
            <span className="visually-hidden">portfolio codes of {fullName(user)}</span>
          </Button>
          <Button variant="secondary" onClick={() => setDialog({ kind: 'mobile', user })}>
            {TEXT.editMobile} <span className="visually-hidden">of {fullName(user)}</span>
          </Button>
        </span>
      ),
    },
  ];

  return (
    <AgentPage title={TEXT.title} lead={TEXT.lead}>
      <Card accent="primary">
        <RetrieveUserForm
          key={params.toString()}
          initial={search ?? { searchOption: '', searchInput: '' }}
          onSearch={(values) => {
            setOutcome(null);
            setParams({ option: values.searchOption, input: values.searchInput.trim() });
          }}
        />
      </Card>
      <OutcomeMessage outcome={outcome} />
      {search && (
        <SearchResults
          pending={users.isPending}
          count={users.data?.length ?? 0}
          found={TEXT.found}
          noResult={AGENT_SEARCH_MESSAGES.customerNotFound}
        >
          <PagedTable
            key={params.toString()}
            caption={TEXT.resultsCaption}
            columns={columns}
            rows={users.data ?? []}
            rowKey={(user) => user.username}
          />
        </SearchResults>
      )}
      {dialog?.kind === 'match' && (
        <MatchModal user={dialog.user} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'mobile' && (
        <EditMobileModal
          user={dialog.user}
          onClose={(updated) => {
            setDialog(null);
            if (updated) setOutcome({ tone: 'success', message: updated });
          }}
        />
      )}
    </AgentPage>
  );
}
