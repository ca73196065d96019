import type { ReactNode } from 'react';
import { Card } from '../../../ui/card';
import { Notice } from '../../../ui/notice';
import { Spinner } from '../../../ui/spinner';

/**
 * A search's results: a spinner while they come, then the results with their count announced, or
 * the no-result message in the spec's words, announced as it shows.
 */
export function SearchResults({
  pending,
  count,
  found,
  noResult,
  children,
}: {
  pending: boolean;
  count: number;
  found: (count: number) => string;
  noResult: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <div role="status">
        {pending ? null : count > 0 ? (
          <span className="visually-hidden">{found(count)}</span>
        ) : (
          <Notice tone="warning">
            <p>{noResult}</p>
          </Notice>
        )}
      </div>
      {pending ? <Spinner label="Searching" /> : count > 0 ? children : null}
    </Card>
  );
}
