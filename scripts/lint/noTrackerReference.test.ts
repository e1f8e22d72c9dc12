import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './noTrackerReference.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('no-tracker-reference', rule, {
  valid: [
    '// A page reads its rows and one more, to know whether a next page exists.\nconst limit = 51;',
    '/** The issue date of an invoice; rounds up to the next day. */\nconst issued = 1;',
    '// Session cookies last 14 days (SESSION_DAYS).\nconst days = 14;',
    "const text = 'issue 27 is in a string, not a comment';",
  ],
  invalid: [
    { code: '// The paged lists (issue 27): a page at a time.\nconst a = 1;', errors: [{ messageId: 'tracker' }] },
    { code: '/** Fixed in Issue #31. */\nconst a = 1;', errors: [{ messageId: 'tracker' }] },
    { code: 'const a = 1; // issue28', errors: [{ messageId: 'tracker' }] },
    { code: '/* measured in session 26 */\nconst a = 1;', errors: [{ messageId: 'tracker' }] },
    { code: '// added in round 3\nconst a = 1;', errors: [{ messageId: 'tracker' }] },
  ],
});
