import { importJWK, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signingKeyOf } from './staff-directory-provider.js';

describe("the staff directory's signing key", () => {
  it('is the same for one secret in every process, another for another secret', () => {
    expect(signingKeyOf('a'.repeat(40))).toEqual(signingKeyOf('a'.repeat(40)));
    expect(signingKeyOf('b'.repeat(40)).d).not.toBe(signingKeyOf('a'.repeat(40)).d);
  });

  it('is a working ES256 key pair whose public half verifies what the private half signs', async () => {
    const { d: _private, ...publicJwk } = signingKeyOf('a'.repeat(40));
    const privateKey = await importJWK(signingKeyOf('a'.repeat(40)), 'ES256');
    const token = await new SignJWT({ sub: 'A2345678' })
      .setProtectedHeader({ alg: 'ES256' })
      .sign(privateKey);
    const { payload } = await jwtVerify(token, await importJWK(publicJwk, 'ES256'));
    expect(payload.sub).toBe('A2345678');
  });
});
