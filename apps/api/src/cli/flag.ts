/** `npm run flag -- <flag_name> <on|off>`: switches a feature flag. */
import { FEATURE_FLAG_NAMES, featureFlagNameSchema } from '@wallet/domain';
import { runOnOffCommand } from './operator-switch.js';

await runOnOffCommand({
  usage: `Usage: npm run flag -- <flag_name> <on|off>\nFlags: ${FEATURE_FLAG_NAMES.join(', ')}`,
  subject: featureFlagNameSchema,
  switchFor: (name, enabled) => ({
    path: `/operator/feature/${name}`,
    body: { enabled },
    inDatabase: (repositories) => repositories.flags.set(name, enabled),
    done: `${name} is now ${enabled ? 'on' : 'off'}`,
  }),
});
