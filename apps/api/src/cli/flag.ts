/** `npm run flag -- <flag_name> <on|off>`: switches a feature flag. */
import { z } from 'zod';
import { FEATURE_FLAG_NAMES, featureFlagNameSchema } from '@wallet/domain';
import { runCommand, runOperatorSwitch } from './operator-switch.js';

const USAGE = `Usage: npm run flag -- <flag_name> <on|off>\nFlags: ${FEATURE_FLAG_NAMES.join(', ')}`;

const argumentsSchema = z.tuple([
  featureFlagNameSchema,
  z.enum(['on', 'off']).transform((value) => value === 'on'),
]);

await runCommand(async (argv) => {
  const parsed = argumentsSchema.safeParse(argv);
  if (!parsed.success) {
    console.error(USAGE);
    return 2;
  }
  const [name, enabled] = parsed.data;
  await runOperatorSwitch({
    path: `/operator/feature/${name}`,
    body: { enabled },
    inDatabase: (repositories) => repositories.flags.set(name, enabled),
    done: `${name} is now ${enabled ? 'on' : 'off'}`,
  });
  return 0;
});
