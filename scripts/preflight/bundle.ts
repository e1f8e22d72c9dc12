import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { functionsConfigsOf, nodeMajorOf, type Project } from './project';

/** The functions firebase.json's Hosting rewrites call, with the source each serves. */
export function rewriteFunctions(project: Project): { functionId: string; source: string }[] {
  return (project.firebase.hosting?.rewrites ?? []).flatMap((rewrite) => {
    const functionId = typeof rewrite.function === 'string' ? rewrite.function : rewrite.function?.functionId;
    return functionId ? [{ functionId, source: rewrite.source ?? rewrite.regex ?? '' }] : [];
  });
}

/**
 * The functions bundle, installed as Cloud Build installs it (a copy of the functions folder with
 * only its package.json's dependencies, `npm install --omit=dev`) and required under the runtime's
 * Node major, exports every function a rewrite calls.
 */
export function bundleProblems(project: Project): string[] {
  const [config] = functionsConfigsOf(project.firebase);
  if (!config) return [];
  const source = join(project.root, config.source ?? 'functions');
  const major = nodeMajorOf(config.runtime ?? '');
  const running = Number(process.versions.node.split('.')[0]);
  if (major !== null && running !== major)
    return [`the preflight runs on Node ${running}, not the runtime's Node ${major}: run it after \`. scripts/use-node.sh\``];
  const { main = 'index.js' } = project.readJson<{ main?: string }>(join(config.source ?? 'functions', 'package.json'));
  if (!existsSync(join(source, main))) return [`${join(config.source ?? 'functions', main)} is missing: run \`npm run build\` first`];

  const scratch = mkdtempSync(join(tmpdir(), 'careers-preflight-'));
  try {
    cpSync(source, scratch, { recursive: true, filter: (path) => !/[/\\](node_modules|src)([/\\]|$)/.test(path.slice(source.length)) });
    const install = spawnSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--fetch-retries=5'], {
      cwd: scratch,
      encoding: 'utf8',
    });
    if (install.status !== 0) return [`npm install --omit=dev of the functions failed:\n${install.stderr}`];
    const loaded = spawnSync(
      process.execPath,
      ['-e', `process.stdout.write(JSON.stringify(Object.keys(require(${JSON.stringify(`./${main}`)}))))`],
      {
        cwd: scratch,
        encoding: 'utf8',
        env: { ...process.env, GCLOUD_PROJECT: 'preflight' },
      },
    );
    if (loaded.status !== 0) return [`the functions bundle does not load with only its own dependencies:\n${loaded.stderr}`];
    const exported = new Set(JSON.parse(loaded.stdout.slice(loaded.stdout.lastIndexOf('['))) as string[]);
    return rewriteFunctions(project)
      .filter(({ functionId }) => !exported.has(functionId))
      .map(
        ({ functionId, source: path }) =>
          `the functions bundle does not export ${functionId}, which firebase.json's rewrite of ${path} calls`,
      );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
