import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatIrishDateTime, type DataExport } from '@wallet/domain';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Notice } from '../../../ui/notice';
import { Spinner } from '../../../ui/spinner';
import { downloadDataExport } from '../api/download-data-export';
import { dataExportsQuery, dataExportsQueryKey } from '../api/get-data-exports';
import { requestDataExport } from '../api/request-data-export';
import { ACCOUNT_TEXTS } from './account-texts';

const TEXT = ACCOUNT_TEXTS.yourData;
/** How often the page asks how far a copy has got while it is built. */
const PROGRESS_POLL_MS = 1500;

/** The latest copy: being built (with how far), ready to download (until when), or failed. */
function LatestCopy({ latest }: { latest: DataExport }) {
  const download = useMutation({ mutationFn: downloadDataExport });
  if (latest.status === 'pending') {
    return (
      <div className="account-data__progress">
        <label htmlFor="account-data-progress">{TEXT.building}</label>
        <progress id="account-data-progress" max={100} value={latest.progress}>
          {latest.progress}%
        </progress>
      </div>
    );
  }
  if (latest.status === 'failed') {
    return <Notice tone="warning">{TEXT.failed}</Notice>;
  }
  if (!latest.expires_at || Date.parse(latest.expires_at) <= Date.now()) return null;
  return (
    <div className="account-data__ready">
      <p>
        {TEXT.ready(formatIrishDateTime(latest.ready_at!), formatIrishDateTime(latest.expires_at))}
      </p>
      <Button
        type="button"
        variant="secondary"
        disabled={download.isPending}
        onClick={() => download.mutate(latest)}
      >
        {TEXT.download}
      </Button>
      <div role="alert">
        {download.isError && <Notice tone="warning">{TEXT.downloadFailed}</Notice>}
      </div>
    </div>
  );
}

/** Your data (GDPR art. 15 and 20): a copy asked for, followed as it is built, downloaded. */
export function YourDataCard() {
  const queryClient = useQueryClient();
  const exports = useQuery({
    ...dataExportsQuery,
    refetchInterval: (query) =>
      query.state.data?.exports[0]?.status === 'pending' ? PROGRESS_POLL_MS : false,
  });
  const ask = useMutation({
    mutationFn: requestDataExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataExportsQueryKey }),
  });
  const latest = exports.data?.exports[0];
  return (
    <Card as="section" aria-labelledby="account-data-title">
      <h2 id="account-data-title" className="account__heading">
        {TEXT.heading}
      </h2>
      <p>{TEXT.lead}</p>
      {exports.isPending ? (
        <Spinner label={TEXT.loading} />
      ) : (
        <div role="status" className="account-data__status">
          {latest && <LatestCopy latest={latest} />}
        </div>
      )}
      <div className="account-data__actions">
        <Button
          type="button"
          disabled={ask.isPending || latest?.status === 'pending'}
          onClick={() => ask.mutate()}
        >
          {latest?.status === 'ready' ? TEXT.askAgain : TEXT.ask}
        </Button>
      </div>
      <div role="alert">
        {(ask.isError || exports.isError) && <Notice tone="warning">{TEXT.askFailed}</Notice>}
      </div>
    </Card>
  );
}
