import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featureFlagsSchema, type FeatureFlags } from '@wallet/domain';

export const flagsRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Every page load asks for the flags, and the repository answers the same flags object until
   * they change (at most a second): each object is checked against the schema and written as JSON
   * once, not once per call (docs/decisions/0008).
   */
  const answers = new WeakMap<FeatureFlags, string>();
  const answerOf = (flags: FeatureFlags) => {
    let answer = answers.get(flags);
    if (answer === undefined) {
      answer = JSON.stringify(featureFlagsSchema.parse(flags));
      answers.set(flags, answer);
    }
    return answer;
  };

  app.get(
    '/feature',
    {
      // Every page load asks, and the answer is held in memory: counting it cost more than
      // answering it (the bench's hook ladder), and with several processes a trip to Redis per
      // page load. Not rate limited, as the health checks are not.
      config: { rateLimit: false },
      schema: {
        tags: ['flags'],
        summary:
          'The feature flags (platform.md 3.2, and the agent-mode flag of platform.md 1), read from the database (held for at most a second).',
        response: { 200: featureFlagsSchema },
      },
      serializerCompiler: () => (flags) => answerOf(flags as FeatureFlags),
    },
    async () => app.repositories.flags.readAll(),
  );
};
