import { describe, expect, it } from 'vitest';
import { importInStages } from './import-in-stages';

describe('importInStages', () => {
  it('loads each stage in a task of its own, then the module', async () => {
    const events: string[] = [];
    const stage = (name: string) => async () => {
      events.push(name);
      // Whatever runs in the same task as a stage lands before the next stage.
      queueMicrotask(() => events.push(`${name} done`));
      setTimeout(() => events.push(`task after ${name}`), 0);
    };
    const module = await importInStages([stage('a'), stage('b')], async () => {
      events.push('load');
      return 'module';
    });
    expect(module).toBe('module');
    expect(events).toEqual(['a', 'a done', 'task after a', 'b', 'b done', 'task after b', 'load']);
  });

  it('fails as the import that failed', async () => {
    const failing = () => Promise.reject(new Error('offline'));
    await expect(importInStages([failing], async () => 'never')).rejects.toThrow('offline');
  });
});
