// `npm run start:cluster`: N API processes sharing one port on one machine, on PostgreSQL (and
// Redis), to try running more than one (README "Running more than one process", decision 0020).
// Node's cluster module is the load balancer here: the first process hands each new connection to
// the next worker in turn. A worker that dies is replaced; SIGTERM or SIGINT stops every worker
// gracefully (each reports not ready, finishes what it is doing, exits).
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (cluster.isPrimary) {
  const count = Number(process.env.CLUSTER_PROCESSES ?? Math.min(availableParallelism(), 4));
  const missing = ['DATABASE_URL', 'TOKEN_SECRET', 'OPERATOR_API_KEY'].filter(
    (name) => !process.env[name],
  );
  if (missing.length > 0) {
    console.error(
      `start:cluster needs ${missing.join(', ')}: processes share one PostgreSQL database and the ` +
        'same secrets (the embedded database serves one process only). REDIS_URL shares the rate ' +
        'limits too. See README, "Running more than one process".',
    );
    process.exit(2);
  }
  if (!Number.isInteger(count) || count < 1) {
    console.error('CLUSTER_PROCESSES must be a whole number of at least 1');
    process.exit(2);
  }
  let stopping = false;
  cluster.setupPrimary({ exec: join(root, 'apps/api/dist/server.js') });
  for (let index = 0; index < count; index += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`API process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    });
  }
  console.error(`start:cluster: ${count} API processes on port ${process.env.PORT ?? 3000}`);
}
