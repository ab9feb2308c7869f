import { describe, expect, it } from 'vitest';
import { assignKits, type Screens, type UsedChunk } from '../build/first-screen-chunks.ts';

const LARGE = 50_000;

/** A chunk of the first pass holding one module named like the chunk. */
function chunk(fileName: string, options: Partial<Omit<UsedChunk, 'fileName'>> = {}): UsedChunk {
  return {
    fileName,
    isEntry: false,
    facadeModuleId: null,
    isDynamicEntry: false,
    imports: [],
    dynamicImports: [],
    moduleIds: [`/m/${fileName}`],
    bytes: LARGE,
    ...options,
  };
}

/** A page's chunk: the dynamic entry of its module. */
const page = (name: string, imports: string[], dynamicImports: string[] = []) =>
  chunk(name, { facadeModuleId: `/p/${name}`, isDynamicEntry: true, imports, dynamicImports });

const staffPageNames = Array.from({ length: 10 }, (_, index) => `staff-${index}`);
const screens: Screens = {
  publicPages: new Set(['/p/login', '/p/plan']),
  staffPages: new Set(staffPageNames.map((name) => `/p/${name}`)),
  staffShell: '/p/shell',
};

function build(extra: UsedChunk[]) {
  const pages = [
    'login',
    'plan',
    'shell',
    ...staffPageNames,
    'deploy-window', // fetched later by the entry, on every page
  ];
  return [
    chunk('index', { isEntry: true, imports: ['react'], dynamicImports: pages }),
    chunk('react'),
    ...extra,
  ];
}

describe('the build groups what screens share into a few kits', () => {
  it('puts what public pages share in the public kit and leaves a page its own modules', () => {
    const kits = assignKits(
      build([
        page('login', ['frame', 'form']),
        page('plan', ['frame', 'accordion']),
        chunk('frame', { imports: ['react'] }),
        chunk('form'),
        chunk('accordion'),
      ]),
      screens,
    );
    expect(kits['/m/frame']).toBe('public-kit');
    // One public page's own, large modules stay with it; the entry has its own chunk.
    expect(kits['/m/form']).toBeUndefined();
    expect(kits['/m/accordion']).toBeUndefined();
    expect(kits['/m/react']).toBeUndefined();
    expect(kits['/m/login']).toBeUndefined();
  });

  it('puts what the shell or a fifth of the staff pages use in the staff kit, not what one page uses', () => {
    const kits = assignKits(
      build([
        page('shell', ['menu']),
        page('staff-0', ['table', 'chart-card']),
        page('staff-1', ['table', 'tiny-icon']),
        page('staff-2', ['tiny-icon']),
        chunk('menu'),
        chunk('table'),
        chunk('chart-card'),
        chunk('tiny-icon', { bytes: 300 }),
      ]),
      screens,
    );
    expect(kits['/m/menu']).toBe('staff-kit');
    expect(kits['/m/table']).toBe('staff-kit');
    // Small and shared by two: cheaper as bytes in the kit than as a request of its own.
    expect(kits['/m/tiny-icon']).toBe('staff-kit');
    expect(kits['/m/chart-card']).toBeUndefined();
  });

  it('keeps the staff kit off public pages: what they fetch later goes to a later kit', () => {
    const kits = assignKits(
      build([
        page('login', ['frame'], ['login-schemas']),
        page('plan', ['frame']),
        page('shell', ['modal', 'schemas']),
        page('staff-0', ['schemas']),
        chunk('frame'),
        chunk('login-schemas', {
          isDynamicEntry: true,
          imports: ['schemas'],
          moduleIds: ['/slovo/packages/contracts/src/auth.schemas.ts'],
        }),
        chunk('schemas', {
          imports: ['zod'],
          moduleIds: [
            '/slovo/node_modules/zod/v4/classic/coerce.js',
            '/slovo/packages/contracts/src/common.schemas.ts',
          ],
        }),
        chunk('zod', { moduleIds: ['/slovo/node_modules/zod/v4/core/core.js'] }),
        chunk('deploy-window', { isDynamicEntry: true, imports: ['modal'] }),
        chunk('modal'),
      ]),
      screens,
    );
    // A page checking an answer waits for the schemas alone, not for the later kit's components.
    expect(kits['/slovo/packages/contracts/src/common.schemas.ts']).toBe('schemas-kit');
    // Taken along by what imports it, so no kit imports a chunk that imports it back.
    expect(kits['/slovo/node_modules/zod/v4/core/core.js']).toBe('schemas-kit');
    expect(kits['/m/modal']).toBe('later-kit');
    // What only public pages fetch later stays out of the kits, in a chunk of the pages checking with it.
    expect(kits['/slovo/packages/contracts/src/auth.schemas.ts']).toBe('checks-login');
  });

  it('gives each set of public pages the schemas it checks with, not every shared schema', () => {
    const contracts = (name: string) => `/slovo/packages/contracts/src/${name}.schemas.ts`;
    const schema = (name: string, imports: string[], bytes = LARGE) =>
      chunk(name, { imports: ['zod', ...imports], moduleIds: [contracts(name)], bytes });
    const kits = assignKits(
      build([
        page('login', ['frame'], ['login-check']),
        page('plan', ['frame'], ['plan-check']),
        page('shell', ['api']),
        page('staff-0', ['api']),
        chunk('frame'),
        chunk('login-check', { isDynamicEntry: true, imports: ['shared', 'tiny'] }),
        chunk('plan-check', { isDynamicEntry: true, imports: ['protocols', 'shared', 'leaning'] }),
        // The staff side's API module imports every schema, statically.
        chunk('api', { imports: ['protocols', 'shared', 'tiny', 'leaning'] }),
        schema('protocols', []),
        schema('shared', []),
        schema('tiny', [], 300),
        // Small, but it imports a schema of its own chunk: joining the kit would make the kit
        // import a chunk that imports the kit.
        schema('leaning', ['protocols'], 300),
        chunk('zod', { moduleIds: ['/slovo/node_modules/zod/v4/core/core.js'] }),
      ]),
      screens,
    );
    expect(kits['/slovo/node_modules/zod/v4/core/core.js']).toBe('schemas-kit');
    // The plan builds its own schemas and those both pages share, never the login's.
    expect(kits[contracts('protocols')]).toBe('checks-plan');
    expect(kits[contracts('shared')]).toBe('checks-login-and-1');
    expect(kits[contracts('tiny')]).toBe('schemas-kit');
    expect(kits[contracts('leaning')]).toBe('checks-plan');
    // Not in the staff kit, which public pages never load, though the staff side shares them.
    expect(kits['/m/api']).toBe('staff-kit');
  });

  it('keeps what builds checked schemas out of the later kit every page fetches', () => {
    const kits = assignKits(
      build([
        page('login', ['frame']),
        page('plan', ['frame'], ['report-form']),
        page('shell', ['thread', 'modal']),
        page('staff-0', ['thread']),
        chunk('frame'),
        chunk('deploy-window', { isDynamicEntry: true, imports: ['modal'] }),
        chunk('modal'),
        // The plan's report form and the staff side's ticket thread share the ticket calls.
        chunk('report-form', { isDynamicEntry: true, imports: ['ticket-calls'] }),
        chunk('thread', { imports: ['ticket-calls'] }),
        chunk('ticket-calls', { imports: ['ticket-schemas'] }),
        chunk('ticket-schemas', {
          imports: ['zod'],
          moduleIds: ['/slovo/packages/contracts/src/tickets.schemas.ts'],
        }),
        chunk('zod', { moduleIds: ['/slovo/node_modules/zod/v4/core/core.js'] }),
      ]),
      screens,
    );
    expect(kits['/m/modal']).toBe('later-kit');
    expect(kits['/m/thread']).toBe('staff-kit');
    // Split by use: the login page fetches the later kit, and would build the ticket schemas.
    expect(kits['/m/ticket-calls']).toBeUndefined();
    expect(kits['/slovo/packages/contracts/src/tickets.schemas.ts']).toBe('checks-plan');
  });

  it('gives a kit what its chunks import, so kits never import other chunks', () => {
    const kits = assignKits(
      build([
        page('login', ['frame']),
        page('plan', ['frame']),
        page('shell', ['menu']),
        // Used by one staff page only, but the shared frame and menu need them.
        chunk('frame', { imports: ['icon'] }),
        chunk('icon'),
        chunk('menu', { imports: ['popover', 'frame'] }),
        chunk('popover'),
      ]),
      screens,
    );
    expect(kits['/m/icon']).toBe('public-kit');
    expect(kits['/m/popover']).toBe('staff-kit');
    // Already in the public kit, which the staff kit may import from.
    expect(kits['/m/frame']).toBe('public-kit');
  });
});
