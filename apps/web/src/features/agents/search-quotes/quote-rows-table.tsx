import {
  formatQuoteAmount,
  formatSearchDate,
  formatSearchTimestamp,
  type QuoteSearchRow,
} from '@wallet/domain';
import { Button } from '../../../ui/button';
import { PagedTable, type TableColumn } from '../components/paged-table';
import { SEARCH_QUOTES_TEXTS as TEXT } from './search-quotes-texts';

const COLUMNS = TEXT.columns;

/**
 * platform.md 3.3, the quote search rows: amounts in euro with 2 decimals or '-', dates as
 * DD-MM-YYYY (platform.md 9). Each e-mail opens its quote (platform.md 2.10).
 */
export function QuoteRowsTable({
  caption,
  rows,
  onOpen,
  opening,
  withBranch = true,
}: {
  caption: string;
  rows: readonly QuoteSearchRow[];
  onOpen: (row: QuoteSearchRow) => void;
  /** The policy code of the quote being opened, while it is. */
  opening: string | null;
  /** The caption names the branch of a branch's quotes: its column would repeat it. */
  withBranch?: boolean;
}) {
  const all: TableColumn<QuoteSearchRow>[] = [
    {
      key: 'name',
      header: COLUMNS.name,
      cell: (row) => `${row.first_name} ${row.last_name}`.trim(),
      rowHeader: true,
    },
    {
      key: 'dob',
      header: COLUMNS.dateOfBirth,
      cell: (row) => (
        <span className="agent-table__nowrap">
          {row.date_of_birth ? formatSearchDate(row.date_of_birth) : '-'}
        </span>
      ),
    },
    {
      key: 'email',
      header: COLUMNS.email,
      cell: (row) => (
        <Button variant="link" disabled={opening !== null} onClick={() => onOpen(row)}>
          {row.email}
          <span className="visually-hidden">
            , {TEXT.openQuote} {row.policy_code}
          </span>
        </Button>
      ),
    },
    { key: 'code', header: COLUMNS.policyCode, cell: (row) => row.policy_code },
    {
      key: 'rsa',
      header: COLUMNS.rsa,
      cell: (row) => (
        <span className="agent-table__nowrap">{formatQuoteAmount(row.rsa_quote_amount)}</span>
      ),
    },
    {
      key: 'fbd',
      header: COLUMNS.fbd,
      cell: (row) => (
        <span className="agent-table__nowrap">{formatQuoteAmount(row.fbd_quote_amount)}</span>
      ),
    },
    {
      key: 'date',
      header: COLUMNS.quoteDate,
      // The date and the time may go on two lines: the grid has nine columns to fit.
      cell: (row) => formatSearchTimestamp(row.quote_timestamp),
    },
    { key: 'dwelling', header: COLUMNS.dwellingType, cell: (row) => row.dwelling_type ?? '-' },
    { key: 'branch', header: COLUMNS.branch, cell: (row) => row.branch ?? '-' },
  ];
  const columns = all.filter((column) => withBranch || column.key !== 'branch');
  return (
    <PagedTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.policy_code} />
  );
}
