import type { UseQueryResult } from '@tanstack/react-query';
import { Card } from '../../../ui/card';
import { Notice } from '../../../ui/notice';
import { PageSpinner } from '../../../ui/spinner';

/**
 * A list of claims while it loads, when it could not be loaded, and when it holds none: the
 * customer's claims and the handler's queue say each the same way, in their own words.
 */
export function ClaimListStates({
  list,
  loading,
  failed,
  empty,
}: {
  list: Pick<UseQueryResult<readonly unknown[]>, 'isPending' | 'isError' | 'data'>;
  loading: string;
  failed: string;
  empty: string;
}) {
  if (list.isPending) return <PageSpinner label={loading} />;
  if (list.isError) {
    return (
      <Notice tone="warning">
        <p>{failed}</p>
      </Notice>
    );
  }
  if (list.data?.length === 0) {
    return (
      <Card as="section">
        <p className="leaving-text">{empty}</p>
      </Card>
    );
  }
  return null;
}
