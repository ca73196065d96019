/**
 * `npm run insurer -- <RSA|FBD|CHUBB> <on|off>`: makes an insurer available again or unavailable, so
 * quotes show what happens when an insurer's system is down (EXTERNAL_SERVICE_UNAVAILABLE).
 */
import { z } from 'zod';
import { INSURER_CODES } from '@wallet/domain';
import { runOnOffCommand } from './operator-switch.js';

await runOnOffCommand({
  usage: `Usage: npm run insurer -- <${INSURER_CODES.join('|')}> <on|off>`,
  subject: z
    .string()
    .transform((code) => code.toUpperCase())
    .pipe(z.enum(INSURER_CODES)),
  switchFor: (code, available) => ({
    path: `/operator/insurer/${code}`,
    body: { available },
    inDatabase: (repositories) => repositories.insurerAvailability.set(code, available),
    done: `${code} is now ${available ? 'available' : 'unavailable'}`,
  }),
});
