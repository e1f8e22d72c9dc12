import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_AUTH_EMULATOR_PORT_ABOVE_SITE } from '@careers/domain';
import { HOST, PORT_OFFSET, PORTS, ROOT, unreachablePorts } from './paths';

describe("the local stack's ports", () => {
  it('keep the Auth emulator where a built app looks for it: a fixed distance above the site, at every offset', () => {
    const { emulators } = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
      emulators: Record<'auth' | 'hosting', { port: number }>;
    };
    expect(emulators.auth.port - emulators.hosting.port).toBe(LOCAL_AUTH_EMULATOR_PORT_ABOVE_SITE);
    expect(PORTS.auth - PORTS.hosting).toBe(LOCAL_AUTH_EMULATOR_PORT_ABOVE_SITE);
  });
});

describe("the local stack's addresses", () => {
  // Unset, an emulator binds 'localhost', which is also ::1 (the hub did), or every interface.
  it('name 127.0.0.1 and the documented port for every emulator the stack starts, hub and logging included', () => {
    const { emulators } = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
      emulators: Record<string, { host?: string; port?: number }>;
    };
    // The Hosting emulator listens behind the stack's front, which takes the site's port (siteFront.ts).
    const { vite: _vite, hostingEmulator: _behindTheFront, ...emulatorPorts } = PORTS;
    expect(HOST).toBe('127.0.0.1');
    for (const [name, port] of Object.entries(emulatorPorts))
      expect(emulators[name], name).toEqual({ host: HOST, port: port - PORT_OFFSET });
  });
});

describe('an offset that fetch could not reach', () => {
  it('names the ports it would put where fetch and browsers refuse to connect, and none at the documented ports', () => {
    const shifted = (offset: number) => ({ hosting: 5000 + offset, auth: 9099 + offset, firestore: 8080 + offset });
    expect(unreachablePorts(shifted(1000))).toEqual(['hosting 6000']);
    expect(unreachablePorts(shifted(2000))).toEqual([]);
    expect(unreachablePorts({ firestore: 10080 })).toEqual([]);
    expect(unreachablePorts(shifted(0))).toEqual([]);
  });
});
