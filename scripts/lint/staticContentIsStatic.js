// @ts-check
/**
 * ESLint rule: what a `<StaticContent>` holds is static (docs/startup.md, Rules). On a prerendered
 * first load React never hydrates that content, so a handler, state, an effect or any hook in it
 * is silently dead (though it works after a client navigation and in `npm run dev`).
 *
 * Flagged inside a StaticContent's children:
 * - an `on[A-Z]*` attribute on any element, this repo's or a library's (`<Button onClick>`);
 * - a component of this repo (defined in the file, or imported by a relative path: web/ has no
 *   path aliases), rendered (`<Card>`) or handed on (`component={Card}`), whose body calls a hook
 *   (`useX()`, `React.useX()`) or puts an `on[A-Z]*` attribute on an element, or uses such a
 *   component, however deep.
 * Components from packages (MUI, the router) are trusted to render static markup.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import tseslint from 'typescript-eslint';

const HANDLER = /^on[A-Z]/;
const HOOK = /^use[A-Z]/;
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];

/** @typedef {{ file: string, program: any }} Module */

/** Every node under `node` (not `node` itself), depth first. @param {any} node @returns {Generator<any>} */
function* descendants(node) {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent' || !value || typeof value !== 'object') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child.type === 'string') {
        yield child;
        yield* descendants(child);
      }
    }
  }
}

/** @type {Map<string, { mtime: number, module: Module }>} */
const parsed = new Map();

/** The parsed module at `file`, cached until the file changes. @param {string} file @returns {Module} */
function moduleAt(file) {
  const mtime = statSync(file).mtimeMs;
  const cached = parsed.get(file);
  if (cached?.mtime === mtime) return cached.module;
  const { ast: program } = tseslint.parser.parseForESLint(readFileSync(file, 'utf8'), { ecmaFeatures: { jsx: file.endsWith('x') } });
  const module = { file, program };
  parsed.set(file, { mtime, module });
  return module;
}

/** The file a relative import names (null: a package's, or not found). @param {string} from @param {string} source */
function resolveImport(from, source) {
  if (!source.startsWith('.')) return null;
  const base = resolve(dirname(from), source);
  const file = ['', ...EXTENSIONS]
    .map((extension) => base + extension)
    .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return file ?? null;
}

/** A component's function from its declaration's value (`memo(...)`, `forwardRef(...)` unwrapped). @param {any} node */
function functionOf(node) {
  if (!node) return null;
  if (['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'].includes(node.type)) return node;
  const callee = node.type === 'CallExpression' ? (node.callee.property ?? node.callee) : null;
  return callee && ['memo', 'forwardRef'].includes(callee.name) ? functionOf(node.arguments[0]) : null;
}

/**
 * Where `name` (a module-level name of `module`) is defined: its function in `module`, or the
 * module and name it is imported from. Null: a package's, or not a function of this repo.
 * @param {Module} module @param {string} name
 * @returns {{ fn: any, module: Module } | { module: Module, exported: string } | null}
 */
function definitionOf(module, name) {
  for (const statement of module.program.body) {
    if (statement.type === 'ImportDeclaration') {
      const specifier = statement.specifiers.find((/** @type {any} */ s) => s.local.name === name);
      if (!specifier || specifier.type === 'ImportNamespaceSpecifier') continue;
      const file = resolveImport(module.file, statement.source.value);
      return file ? { module: moduleAt(file), exported: specifier.imported?.name ?? 'default' } : null;
    }
    const declaration = statement.declaration ?? statement;
    if (declaration.type === 'FunctionDeclaration' && declaration.id?.name === name) return { fn: declaration, module };
    if (declaration.type === 'VariableDeclaration')
      for (const declarator of declaration.declarations)
        if (declarator.id.name === name) return { fn: functionOf(declarator.init), module };
  }
  return null;
}

/** Where the export `exported` of `module` is defined (see definitionOf). @param {Module} module @param {string} exported */
function exportOf(module, exported) {
  for (const statement of module.program.body) {
    if (exported === 'default' && statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration;
      return declaration.type === 'Identifier' ? definitionOf(module, declaration.name) : { fn: functionOf(declaration), module };
    }
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const specifier = statement.specifiers.find((/** @type {any} */ s) => s.exported.name === exported);
    if (!specifier) continue;
    if (!statement.source) return definitionOf(module, specifier.local.name);
    const file = resolveImport(module.file, statement.source.value);
    return file ? { module: moduleAt(file), exported: specifier.local.name } : null;
  }
  return definitionOf(module, exported);
}

/** The name of a component an element renders (null: an HTML element or `a.b`). @param {any} name */
const componentName = (name) => (name.type === 'JSXIdentifier' && /^[A-Z]/.test(name.name) ? name.name : null);

/** The component `node` renders (`<Card>`) or hands on (`component={Card}`), if any. @param {any} node */
function componentUsedBy(node) {
  if (node.type === 'JSXOpeningElement') return componentName(node.name);
  const value = node.type === 'JSXAttribute' ? node.value?.expression : null;
  return value?.type === 'Identifier' && /^[A-Z]/.test(value.name) ? value.name : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow handlers and hooks inside StaticContent, whose content is never hydrated on a first load.' },
    schema: [],
    messages: {
      handler:
        '{{name}} inside StaticContent is dead on a prerendered first load: put the handler on StaticContent and find the target by a data-* attribute (docs/startup.md, Rules).',
      component:
        '<{{name}}> inside StaticContent is not static: {{why}}. On a prerendered first load it is never hydrated (docs/startup.md, Rules).',
    },
  },
  create(context) {
    /** Why each component (file#name) is not static; '' when it is, or while it is being checked. */
    const verdicts = new Map();

    /** Why the component `name` of `module` is not static ('' when it is). @param {Module} module @param {string} name */
    function whyNotStatic(module, name, exported = false) {
      const key = `${module.file}#${exported ? 'export ' : ''}${name}`;
      if (verdicts.has(key)) return verdicts.get(key);
      verdicts.set(key, '');
      const definition = exported ? exportOf(module, name) : definitionOf(module, name);
      let why = '';
      if (definition && 'exported' in definition) why = whyNotStatic(definition.module, definition.exported, true);
      else if (definition?.fn) why = whyBodyNotStatic(definition.module, definition.fn, definition.fn.id?.name ?? name);
      verdicts.set(key, why);
      return why;
    }

    /** @param {Module} module @param {any} fn @param {string} name */
    function whyBodyNotStatic(module, fn, name) {
      for (const node of [fn.body, ...descendants(fn.body)]) {
        const callee = node.type === 'CallExpression' ? (node.callee.property ?? node.callee) : null;
        if (callee && HOOK.test(callee.name ?? '')) return `${name} calls ${callee.name}()`;
        if (node.type === 'JSXAttribute' && HANDLER.test(node.name.name)) return `${name} sets ${node.name.name}`;
        const inner = componentUsedBy(node);
        const why = inner ? whyNotStatic(module, inner) : '';
        if (why) return `${name} renders ${why}`;
      }
      return '';
    }

    const here = () => ({ file: context.filename, program: context.sourceCode.ast });
    return {
      /** @param {any} element */
      JSXElement(element) {
        if (componentName(element.openingElement.name) !== 'StaticContent') return;
        for (const child of element.children)
          for (const node of [child, ...descendants(child)]) {
            if (node.type === 'JSXAttribute' && HANDLER.test(node.name.name))
              context.report({ node, messageId: 'handler', data: { name: node.name.name } });
            const name = componentUsedBy(node);
            const why = name ? whyNotStatic(here(), name) : '';
            if (why) context.report({ node, messageId: 'component', data: { name, why } });
          }
      },
    };
  },
};
