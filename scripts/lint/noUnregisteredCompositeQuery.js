// @ts-check
/**
 * ESLint rule: a Firestore query that filters or orders on more than one field is written only in
 * functions/src/firestore/indexedQueries.ts, whose table a unit test holds against
 * firestore.indexes.json (such a query fails in production without its composite index).
 *
 * Elsewhere `.where(field, op, value)` and `.orderBy(...)` are allowed only straight on
 * `.collection(...)` (or on its `.select(...)`), so each query has at most one of them; a
 * `.where(Filter...)` is flagged, since one Filter can combine several fields.
 */

/** @param {import('estree').Node} node @param {string} name */
const isMethodCall = (node, name) =>
  node.type === 'CallExpression' &&
  node.callee.type === 'MemberExpression' &&
  node.callee.property.type === 'Identifier' &&
  node.callee.property.name === name;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow Firestore queries on several fields outside the indexed query table.' },
    schema: [],
    messages: {
      unregistered:
        '.{{method}}() on a query that may already filter or order: name the query in INDEXED_QUERIES (functions/src/firestore/indexedQueries.ts) and run it with indexedQuery(), so its composite index is checked.',
      filter: '.where(Filter) can combine fields: name the query in INDEXED_QUERIES and run it with indexedQuery().',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const method = ['where', 'orderBy'].find((name) => isMethodCall(node, name));
        if (!method || node.callee.type !== 'MemberExpression') return;
        if (method === 'where' && node.arguments.length === 1) {
          context.report({ node, messageId: 'filter' });
          return;
        }
        let target = node.callee.object;
        if (isMethodCall(target, 'select') && target.type === 'CallExpression' && target.callee.type === 'MemberExpression')
          target = target.callee.object;
        if (!isMethodCall(target, 'collection')) context.report({ node, messageId: 'unregistered', data: { method } });
      },
    };
  },
};
