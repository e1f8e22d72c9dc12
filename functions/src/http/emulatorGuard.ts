/** Emulator settings that make firebase-admin trust things it must never trust in production. */
const EMULATOR_HOSTS = [
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'STORAGE_EMULATOR_HOST',
] as const;

/**
 * Throws when emulator hosts are set outside the Functions emulator: with
 * FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts unsigned ID tokens, so a deployed
 * function carrying it would let anyone in as anyone. Called when the function loads.
 */
export function assertNoEmulatorSettingsOutsideEmulator(env: NodeJS.ProcessEnv = process.env): void {
  if (env.FUNCTIONS_EMULATOR === 'true') return;
  const set = EMULATOR_HOSTS.filter((name) => env[name]);
  if (set.length)
    throw new Error(`Refusing to start: ${set.join(', ')} set outside the Functions emulator (FUNCTIONS_EMULATOR is not 'true').`);
}
