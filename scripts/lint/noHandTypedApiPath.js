// @ts-check
/**
 * ESLint rule: an /api/... path is never typed by hand. Every path comes from the endpoint table
 * (domain/src/api/endpoints.ts) through apiPath(ENDPOINTS.x, params, query), so a path changed
 * there changes everywhere. Flags string literals, template literal parts and regular
 * expressions that spell one (also after an origin: `${BASE_URL}/api/...`).
 *
 * Option `allow`: [{ text, reason }], exact texts that are typed on purpose (a probe of an
 * unknown or malformed path); the reason is required so the list explains itself.
 */

const TYPED_PATH = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/]*)?\/api\//i;
const REGEX_PATH = /^\^?(?:\\\/|\/)api(?:\\\/|\/)/;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow /api paths typed by hand; use apiPath(ENDPOINTS.x) from @careers/domain.' },
    schema: [
      {
        type: 'object',
        properties: {
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { text: { type: 'string' }, reason: { type: 'string', minLength: 1 } },
              required: ['text', 'reason'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      typed: "'{{text}}' types an API path by hand: use apiPath(ENDPOINTS.<name>, params, query) from @careers/domain.",
    },
  },
  create(context) {
    const allowed = new Set((context.options[0]?.allow ?? []).map((/** @type {{ text: string }} */ entry) => entry.text));
    /** @param {import('estree').Node} node @param {string} text */
    const check = (node, text, pattern = TYPED_PATH) => {
      if (pattern.test(text) && !allowed.has(text)) context.report({ node, messageId: 'typed', data: { text } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
        else if ('regex' in node && node.regex) check(node, node.regex.pattern, REGEX_PATH);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};
