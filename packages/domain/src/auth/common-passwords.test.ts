import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';

describe('isCommonPassword', () => {
  it('refuses breach-list passwords and their padded forms, whatever the case', () => {
    for (const password of [
      'Password123!',
      'P@ssw0rd2024!',
      'Qwerty123456!',
      '!!Summer2024!!',
      '1Q2W3E4R5T6Y',
      'Welcome@12345',
      'password1234',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('accepts passwords that only contain a common word among other words', () => {
    for (const password of ['Wallet-Demo-2026!', 'Dublin-Harbour-Walk-9', 'Correct-Horse-42!']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
