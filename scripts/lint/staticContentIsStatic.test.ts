import { RuleTester } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './staticContentIsStatic.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });
// The code under test sits beside the fixtures, so its relative imports resolve to them.
const filename = fileURLToPath(new URL('./fixtures/staticContent/Page.tsx', import.meta.url));
const handler = (name: string) => ({ messageId: 'handler', data: { name } });
const component = (name: string, why: string) => ({ messageId: 'component', data: { name, why } });

tester.run('static-content-is-static', rule, {
  valid: [
    // Handlers belong on StaticContent itself.
    '<StaticContent onClick={pick} onFocus={prefetch}><a href="/jobs" data-job-id="1">Jobs</a></StaticContent>',
    // Library components may have hooks of their own; a static component of this repo may render itself.
    "import Button from '@mui/material/Button'; import { StaticCard } from './StaticCard'; const page = <StaticContent><Button data-apply=''>Apply</Button><StaticCard title='x' /></StaticContent>;",
    // Outside StaticContent anything goes.
    "import { HookCard } from './HookCard'; const page = <div onClick={go}><HookCard /></div>;",
  ].map((code) => ({ code, filename })),
  invalid: [
    {
      code: "import Button from '@mui/material/Button'; const page = <StaticContent><ul><li><Button onClick={apply}>Apply</Button></li></ul></StaticContent>;",
      errors: [handler('onClick')],
    },
    { code: '<StaticContent><Card art={<img onLoad={show} />} /></StaticContent>', errors: [handler('onLoad')] },
    {
      code: "import { HookCard } from './HookCard'; const page = <StaticContent><HookCard /></StaticContent>;",
      errors: [component('HookCard', 'HookCard calls useState()')],
    },
    {
      code: "import Card from './ReactHookCard'; const page = <StaticContent><Card /></StaticContent>;",
      errors: [component('Card', 'ReactHookCard calls useId()')],
    },
    {
      code: "import { HandlerCard } from './HandlerCard'; const page = <StaticContent><HandlerCard /></StaticContent>;",
      errors: [component('HandlerCard', 'HandlerCard sets onClick')],
    },
    {
      code: "import { Outer } from './Outer'; const page = <StaticContent><Outer /></StaticContent>;",
      errors: [component('Outer', 'Outer renders Middle renders HookCard calls useState()')],
    },
    {
      code: "import Button from '@mui/material/Button'; import { HookCard } from './HookCard'; const page = <StaticContent><Button component={HookCard} /></StaticContent>;",
      errors: [component('HookCard', 'HookCard calls useState()')],
    },
    {
      // A component of the same file.
      code: 'function Counter() { const [n, setN] = useState(0); return <span>{n}</span>; } const page = <StaticContent><Counter /></StaticContent>;',
      errors: [component('Counter', 'Counter calls useState()')],
    },
  ].map((test) => ({ ...test, filename })),
});
