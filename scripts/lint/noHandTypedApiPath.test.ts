import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './noHandTypedApiPath.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const probe = { allow: [{ text: '/api/no-such-path', reason: 'an unknown path answers 404' }] };

tester.run('no-hand-typed-api-path', rule, {
  valid: [
    'api(apiPath(ENDPOINTS.jobsList))',
    'fetch(`${BASE_URL}${apiPath(ENDPOINTS.health)}`)',
    "const prefix = '/api';",
    "describe('POST /api/login', () => {})",
    "page.goto('/admin/dashboard')",
    { code: "api('/api/no-such-path')", options: [probe] },
  ],
  invalid: [
    { code: "api('/api/cards/cards')", errors: [{ messageId: 'typed' }] },
    { code: 'api(`/api/cards/cards/${id}`)', errors: [{ messageId: 'typed' }] },
    { code: 'fetch(`${BASE_URL}/api/affiliatejob`)', errors: [{ messageId: 'typed' }] },
    { code: "fetch('http://127.0.0.1:5000/api/health')", errors: [{ messageId: 'typed' }] },
    { code: 'watch(page, /^\\/api\\/contact\\//)', errors: [{ messageId: 'typed' }] },
    { code: "api('/api/no-such-path?x=1')", options: [probe], errors: [{ messageId: 'typed' }] },
  ],
});
