/**
 * `npm run insurer -- <RSA|FBD> <on|off>`: makes an insurer available again or unavailable, so
 * quotes show what happens when an insurer's system is down (EXTERNAL_SERVICE_UNAVAILABLE).
 */
import { z } from 'zod';
import { HOME_INSURERS } from '@wallet/domain';
import { runOnOffCommand } from './operator-switch.js';

await runOnOffCommand({
  usage: `Usage: npm run insurer -- <${HOME_INSURERS.join('|')}> <on|off>`,
  subject: z
    .string()
    .transform((code) => code.toUpperCase())
    .pipe(z.enum(HOME_INSURERS)),
  switchFor: (code, available) => ({
    path: `/operator/insurer/${code}`,
    body: { available },
    inDatabase: (repositories) => repositories.insurerAvailability.set(code, available),
    done: `${code} is now ${available ? 'available' : 'unavailable'}`,
  }),
});
