import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Java major version on PATH, or 0 when there is none (`java -version` prints to stderr). */
function javaMajor(): number {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return result.error ? 0 : parseJavaVersion(`${result.stderr ?? ''}${result.stdout ?? ''}`);
}

function parseJavaVersion(text: string): number {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return 0;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

function hasEmulatorJar(prefix: string): boolean {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  return existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(prefix) && name.endsWith('.jar'));
}

/**
 * The official Firestore and Storage emulators need Java 21+ and their JARs, which firebase-tools
 * downloads on first use; machines without both run the offline stack instead.
 */
export function officialSuiteAvailable(): { available: boolean; reason: string } {
  if (process.env.CAREERS_FORCE_OFFLINE === '1') return { available: false, reason: 'CAREERS_FORCE_OFFLINE=1' };
  const java = javaMajor();
  if (java < 21) return { available: false, reason: java ? `Java ${java} found, the official emulators need Java 21+` : 'no Java found' };
  if (!hasEmulatorJar('cloud-firestore-emulator')) return { available: false, reason: 'the Firestore emulator JAR is not installed' };
  if (!hasEmulatorJar('cloud-storage-rules-runtime')) return { available: false, reason: 'the Storage emulator JAR is not installed' };
  return { available: true, reason: `Java ${java} and the emulator JARs are present` };
}
