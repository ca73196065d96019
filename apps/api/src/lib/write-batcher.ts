/**
 * Group commit for inserts. On the embedded database every commit waits its turn on the single
 * connection and writes the log to disk, so 32 quotes arriving together would mean 32 commits in a
 * row. Rows that arrive while a write is in flight are written together in the next statement;
 * each caller still gets its answer only once its row is committed. If a batch fails, its rows are
 * written one by one so that only the row at fault fails.
 */
export function createWriteBatcher<Item, Result>(options: {
  writeMany: (items: Item[]) => Promise<Result[]>;
  maxBatch?: number;
}) {
  const maxBatch = options.maxBatch ?? 64;
  type Waiting = {
    item: Item;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  };
  let queue: Waiting[] = [];
  let writing = false;

  async function writeBatch(batch: Waiting[]) {
    try {
      const results = await options.writeMany(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => waiting.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const waiting of batch) await writeBatch([waiting]);
    }
  }

  async function drain() {
    writing = true;
    // Rows asked for in the same turn of the event loop join the first write too.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      await writeBatch(batch);
    }
    writing = false;
  }

  return {
    write(item: Item): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}
