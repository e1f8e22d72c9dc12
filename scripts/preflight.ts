import { parseArgs } from 'node:util';
import { bundleProblems } from './preflight/bundle';
import { configProblems } from './preflight/config';
import { indexProblems, INDEX_ENTRIES_BUDGET } from './preflight/indexes';
import { projectAt } from './preflight/project';
import { runtimeProblems, runtimeTable } from './preflight/runtime';
import { ROOT } from './stack/paths';

// `npm run preflight`: what a deploy needs of the project that no emulator checks (docs/deploying.md).
// Run by `npm test` and by the functions predeploy; `--project DIR` checks another project folder
// against this one's firebase-tools, `--today` sets the day the runtime table is read for, and
// `--without-bundle` leaves out the functions bundle install (the slow check).
const { values } = parseArgs({
  options: {
    project: { type: 'string', default: ROOT },
    today: { type: 'string', default: new Date().toISOString().slice(0, 10) },
    'without-bundle': { type: 'boolean', default: false },
  },
});
const project = projectAt(values.project);
const indexes = indexProblems(project);
const problems = [
  ...runtimeProblems(project, runtimeTable(ROOT), values.today),
  ...configProblems(project, ROOT),
  ...indexes.problems,
  ...(values['without-bundle'] ? [] : bundleProblems(project)),
];

const widest = indexes.worst.reduce<(typeof indexes.worst)[number] | undefined>(
  (top, row) => (!top || row.entries > top.entries ? row : top),
  undefined,
);
if (widest)
  console.log(
    `preflight: worst case ${widest.entries.toLocaleString('en')} index entries per document (${widest.collection}; budget ${INDEX_ENTRIES_BUDGET.toLocaleString('en')}, Firestore's limit 40,000)`,
  );
for (const problem of problems) console.error(`preflight: ${problem}`);
if (problems.length) process.exit(1);
console.log('preflight: ready to deploy');
