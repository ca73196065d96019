/**
 * `npm run insurer -- <RSA|FBD> <on|off>`: makes an insurer available again or unavailable, so
 * quotes show what happens when an insurer's system is down (EXTERNAL_SERVICE_UNAVAILABLE).
 */
import { z } from 'zod';
import { HOME_INSURERS } from '@wallet/domain';
import { runCommand, runOperatorSwitch } from './operator-switch.js';

const USAGE = `Usage: npm run insurer -- <${HOME_INSURERS.join('|')}> <on|off>`;

const argumentsSchema = z.tuple([
  z
    .string()
    .transform((code) => code.toUpperCase())
    .pipe(z.enum(HOME_INSURERS)),
  z.enum(['on', 'off']).transform((value) => value === 'on'),
]);

await runCommand(async (argv) => {
  const parsed = argumentsSchema.safeParse(argv);
  if (!parsed.success) {
    console.error(USAGE);
    return 2;
  }
  const [code, available] = parsed.data;
  await runOperatorSwitch({
    path: `/operator/insurer/${code}`,
    body: { available },
    inDatabase: (repositories) => repositories.insurerAvailability.set(code, available),
    done: `${code} is now ${available ? 'available' : 'unavailable'}`,
  });
  return 0;
});
