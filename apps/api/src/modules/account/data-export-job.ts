import { DATA_EXPORT_KEPT_DAYS } from '@wallet/domain';
import type { JobHandler } from '../../jobs/job-runner.js';
import type { Repositories } from '../../repository-types.js';
import type { Clock } from '../../lib/clock.js';
import { buildDataExport } from './data-export-content.js';
import { dataExportReadyEmail } from './data-export-messages.js';
import type { DataExportRepository } from './data-export-repository.js';

const DAY_MS = 86_400_000;

/**
 * Builds an export asked for in Your account, part by part with its progress, stores it for
 * DATA_EXPORT_KEPT_DAYS and e-mails the customer that it is ready. Run again after a crash it
 * builds the export anew; one already finished is left as it is.
 */
export function createDataExportJob(deps: {
  repositories: Repositories;
  clock: Clock;
  publicOrigin: string;
}): JobHandler {
  const repository: DataExportRepository = deps.repositories.dataExports;
  return {
    async run(job) {
      const exportId = String(job.payload.exportId ?? '');
      const row = await repository.byId(exportId);
      if (!row) return { outcome: 'failed', error: 'No such export' };
      if (row.status !== 'pending') return { outcome: 'done' };
      const user = await repository.reads.user(row.userId);
      if (!user || user.closedAt) {
        await repository.fail(exportId);
        return { outcome: 'failed', error: 'The account is closed' };
      }
      const content = await buildDataExport(
        repository.reads,
        row.userId,
        deps.clock(),
        (done, of) => repository.setProgress(exportId, Math.floor((done * 99) / of)),
      );
      const readyAt = deps.clock();
      const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_KEPT_DAYS * DAY_MS);
      // Stored and told in one transaction: the e-mail goes only with the export it names.
      await deps.repositories.transaction(async (tx) => {
        if (await tx.dataExports.finish(exportId, content, readyAt, expiresAt)) {
          await tx.outboxMessages.send(
            dataExportReadyEmail(
              { userId: user.id, email: user.email, givenName: user.givenName },
              `${deps.publicOrigin}/account`,
              expiresAt,
            ),
          );
        }
      });
      await repository.forgetExpired(readyAt);
      return { outcome: 'done' };
    },
    async giveUp(job) {
      await repository.fail(String(job.payload.exportId ?? ''));
      return 'The export could not be built';
    },
  };
}
