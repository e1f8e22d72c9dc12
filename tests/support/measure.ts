import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function timeIt(fn: () => Promise<unknown>, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

const recorded: Record<string, { value: number; unit: string; budget: number }> = {};

/**
 * Adds a measurement to test-output/benchmarks.json and prints it, so every run leaves numbers.
 * Two test workers write the file: each writes it whole through a rename (a reader never sees half
 * a file), with everything it has recorded laid over what the other wrote.
 */
export function record(name: string, value: number, unit: string, budget: number): void {
  const dir = join(process.cwd(), 'test-output');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'benchmarks.json');
  recorded[name] = { value: Math.round(value * 10) / 10, unit, budget };
  const onDisk = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const written = `${file}.${process.pid}`;
  writeFileSync(written, JSON.stringify({ ...onDisk, ...recorded }, null, 2));
  renameSync(written, file);
  console.log(`bench ${name}: ${value.toFixed(1)} ${unit} (budget ${budget} ${unit})`);
}

/** The value below which `p` percent of `values` fall (nearest rank). */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};
