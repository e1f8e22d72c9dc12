import { describe, expect, it } from 'vitest';
import { signInEndpoint } from './passwordSignIn';

describe('signInEndpoint', () => {
  it('uses the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set', () => {
    expect(signInEndpoint({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_WEB_API_KEY: 'real' })).toBe(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator',
    );
  });

  it('uses the real service with the web API key otherwise', () => {
    expect(signInEndpoint({ FIREBASE_WEB_API_KEY: 'AIza key' })).toBe(
      'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=AIza%20key',
    );
  });

  it('refuses to guess without a web API key', () => {
    expect(() => signInEndpoint({})).toThrow(/FIREBASE_WEB_API_KEY/);
  });
});
