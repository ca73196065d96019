import { AGENT_GRID_PAGE_SIZE, AGENT_GRID_PAGE_SIZE_OPTIONS } from '@wallet/domain';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../ui/button';

export type TableColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The column that names the row (a th of scope row), read before each of the row's cells. */
  rowHeader?: boolean;
};

export const ROWS_PER_PAGE_LABEL = 'Rows per page';
export const PREVIOUS_PAGE = 'Previous page';
export const NEXT_PAGE = 'Next page';

/** 'Showing 11 to 20 of 23' */
export const showingText = (first: number, last: number, total: number) =>
  `Showing ${first} to ${last} of ${total}`;

/**
 * The agent tools' results grid (platform.md 2.10 and 9): a table of 10 rows a page, 10, 20 or 30
 * to choose from, with the previous and next pages. A table wider than a phone scrolls inside its
 * own region, which the keyboard can reach.
 */
export function PagedTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  const id = useId();
  const [pageSize, setPageSize] = useState<number>(AGENT_GRID_PAGE_SIZE);
  const [requestedPage, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  // Rows may leave (or a new search come) while a later page is shown: the last page stays.
  const page = Math.min(requestedPage, pageCount - 1);
  const shown = rows.slice(page * pageSize, (page + 1) * pageSize);
  const captionId = `${id}-caption`;

  return (
    <div className="paged-table">
      {/* Named by a heading above its box rather than a caption, which would scroll away on a phone. */}
      <h2 id={captionId} className="agent-table__title">
        {caption}
      </h2>
      <div className="paged-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="agent-table" aria-labelledby={captionId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key}>{column.cell(row)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="paged-table__footer">
        <label className="paged-table__size" htmlFor={`${id}-size`}>
          {ROWS_PER_PAGE_LABEL}
          <select
            id={`${id}-size`}
            className="text-field__input paged-table__select"
            value={pageSize}
            onChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
          >
            {AGENT_GRID_PAGE_SIZE_OPTIONS.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <p className="paged-table__showing" aria-live="polite">
          {showingText(page * pageSize + 1, page * pageSize + shown.length, rows.length)}
        </p>
        <nav className="paged-table__pages" aria-label={`Pages of ${caption}`}>
          <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {PREVIOUS_PAGE}
          </Button>
          <span className="paged-table__page">
            Page {page + 1} of {pageCount}
          </span>
          <Button
            variant="secondary"
            disabled={page >= pageCount - 1}
            onClick={() => setPage(page + 1)}
          >
            {NEXT_PAGE}
          </Button>
        </nav>
      </div>
    </div>
  );
}
