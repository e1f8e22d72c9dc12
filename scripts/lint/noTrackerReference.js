// @ts-check
/**
 * ESLint rule: a comment says why the code is as it is, not where that was discussed. An issue
 * number, a numbered session or a work round points at a tracker or a chat that is not part of
 * the code and outlives neither a move of the tracker nor the next reader's patience: write the
 * constraint itself (the rule, the budget, the case it guards) instead.
 */

const TRACKER_REFERENCE = /\bissue\s*#?\d+|\bsession\s*\d+|\bround\s*\d+/i;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Disallow comments that cite an issue number, a numbered session or a work round.' },
    schema: [],
    messages: {
      tracker: "'{{text}}' points at the tracker or a work log: say the constraint it stands for instead.",
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = TRACKER_REFERENCE.exec(comment.value);
          if (match) context.report({ loc: comment.loc ?? { line: 1, column: 0 }, messageId: 'tracker', data: { text: match[0] } });
        }
      },
    };
  },
};
