import { Writable } from 'node:stream';

/** Collects the server's JSON log lines so a test can check what was logged. */
export function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
}
