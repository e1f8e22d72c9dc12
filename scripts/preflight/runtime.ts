import { createRequire } from 'node:module';
import { join } from 'node:path';
import { functionsConfigsOf, nodeMajorOf, type Project } from './project';

interface RuntimeEntry {
  friendly: string;
  status: string;
  deprecationDate: string;
  decommissionDate: string;
}

/** firebase-tools' own table of Cloud Functions runtimes, from the installed package. */
export function runtimeTable(toolsRoot: string): Record<string, RuntimeEntry> {
  const require = createRequire(join(toolsRoot, 'package.json'));
  return (require('firebase-tools/lib/deploy/functions/runtimes/supported/types.js') as { RUNTIMES: Record<string, RuntimeEntry> })
    .RUNTIMES;
}

/**
 * The runtime firebase.json asks for is one Cloud Functions still takes today, and the root and
 * functions engines name its Node major.
 */
export function runtimeProblems(project: Project, table: Record<string, RuntimeEntry>, today: string): string[] {
  const problems: string[] = [];
  for (const config of functionsConfigsOf(project.firebase)) {
    const { runtime, source = 'functions' } = config;
    if (!runtime) {
      problems.push(`firebase.json: the functions in ${source} name no "runtime"; name the production one (nodejs24)`);
      continue;
    }
    const entry = table[runtime];
    if (!entry) {
      problems.push(`firebase.json: the runtime ${runtime} is not in firebase-tools' runtime table`);
      continue;
    }
    if (today >= entry.decommissionDate)
      problems.push(
        `firebase.json: the runtime ${runtime} (${entry.friendly}) was decommissioned on ${entry.decommissionDate}: Cloud Functions refuses to deploy it`,
      );
    else if (today >= entry.deprecationDate)
      problems.push(
        `firebase.json: the runtime ${runtime} (${entry.friendly}) has been deprecated since ${entry.deprecationDate} (decommissioned on ${entry.decommissionDate})`,
      );
    const major = nodeMajorOf(runtime);
    if (major === null) continue;
    for (const packageJson of [join(source, 'package.json'), 'package.json']) {
      const engines = project.readJson<{ engines?: { node?: string } }>(packageJson).engines?.node;
      if (engines !== String(major))
        problems.push(
          `${packageJson}: engines.node is ${engines === undefined ? 'missing' : `"${engines}"`}, but firebase.json's runtime is ${runtime}: make it "${major}"`,
        );
    }
  }
  return problems;
}
