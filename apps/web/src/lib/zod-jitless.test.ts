import { describe, expect, it } from 'vitest';

describe('Zod without compiled parsers', () => {
  it('is what Zod reads once the app has set it, and objects still parse', async () => {
    await import('./zod-jitless');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    const schema = z.object({ name: z.string() });
    expect(schema.parse({ name: 'Aoife' })).toEqual({ name: 'Aoife' });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
  });
});
