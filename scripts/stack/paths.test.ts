import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_AUTH_EMULATOR_PORT_ABOVE_SITE } from '@careers/domain';
import { PORTS, ROOT } from './paths';

describe("the local stack's ports", () => {
  it('keep the Auth emulator where a built app looks for it: a fixed distance above the site, at every offset', () => {
    const { emulators } = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
      emulators: Record<'auth' | 'hosting', { port: number }>;
    };
    expect(emulators.auth.port - emulators.hosting.port).toBe(LOCAL_AUTH_EMULATOR_PORT_ABOVE_SITE);
    expect(PORTS.auth - PORTS.hosting).toBe(LOCAL_AUTH_EMULATOR_PORT_ABOVE_SITE);
  });
});
