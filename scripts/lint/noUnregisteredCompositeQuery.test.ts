import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './noUnregisteredCompositeQuery.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const unregistered = (method: string) => ({ messageId: 'unregistered', data: { method } });

tester.run('no-unregistered-composite-query', rule, {
  valid: [
    "db().collection('jobs').orderBy('createdAt', 'desc').get()",
    "db().collection('jobs').select('title', 'createdAt').orderBy('createdAt', 'desc').get()",
    "db().collection('applications').where('jobId', '==', id).count().get()",
    "db().collection('jobs').where('jobId', '==', id).limit(1).get()",
    "indexedQuery('notificationList', { type, read }).get()",
  ],
  invalid: [
    { code: "db().collection('jobs').where('a', '==', 1).orderBy('b').get()", errors: [unregistered('orderBy')] },
    { code: "db().collection('jobs').where('a', '==', 1).where('b', '==', 2).get()", errors: [unregistered('where')] },
    { code: "ownJobs(id).orderBy('createdAt', 'desc').get()", errors: [unregistered('orderBy')] },
    { code: "let query = db().collection('jobs'); query = query.where('type', '==', type);", errors: [unregistered('where')] },
    { code: "db().collectionGroup('jobs').orderBy('createdAt')", errors: [unregistered('orderBy')] },
    { code: "db().collection('jobs').where(Filter.or(byType, byStatus))", errors: [{ messageId: 'filter' }] },
  ],
});
