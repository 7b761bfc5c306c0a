// The first frame pages (web/build/firstFramePages.ts): index.html as built with a screen's frame in place of the
// spinner, and the stylesheets of the shell's and the screen's chunks; in each other language, the same pages and
// index.html and login.html with its words, lang and dir.
import { describe, expect, it } from '@jest/globals';
import { firstFramePages } from '../../../web/build/firstFramePages.ts';
import { fakeBundle, fakeContext, hookOf } from './fixtures.ts';

const page =
  '<html lang="en"><head>\n    <meta name="description" content="Staff CRM">\n    <script type="module" crossorigin src="/assets/main-m0.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/helper-h0.js">\n    <link rel="modulepreload" crossorigin href="/assets/app-a1.js">\n    <link rel="stylesheet" crossorigin href="/assets/app-a1.css">\n  </head><body>\n  <!-- the spinner -->\n  <div id="root"><div class="spinner"><span class="page-spinner-text">Loading…</span></div></div>\n</body></html>';
const english = {
  locale: 'en',
  dir: 'ltr' as const,
  loading: 'Loading…',
  description: 'Staff CRM',
  frames: [
    { segment: 'users', screenModule: 'features/customers/CustomersPage.tsx', markup: '<h1>Customers list</h1>' },
  ],
};
const arabic = {
  locale: 'ar',
  dir: 'rtl' as const,
  loading: 'جارٍ التحميل…',
  description: 'العملاء & "جهات" الاتصال',
  frames: [{ segment: 'users', screenModule: 'features/customers/CustomersPage.tsx', markup: '<h1>العملاء</h1>' }],
};
const frames = () => [english];
const bundle = () =>
  fakeBundle(
    [
      {
        fileName: 'assets/main-m0.js',
        isEntry: true,
        imports: ['assets/helper-h0.js'],
        dynamicImports: ['assets/app-a1.js'],
      },
      { fileName: 'assets/helper-h0.js' },
      {
        fileName: 'assets/Layout-b2.js',
        moduleIds: ['/repo/web/src/app/DashboardLayout.tsx'],
        imports: ['assets/app-a1.js'],
        importedCss: ['assets/Layout-b2.css'],
      },
      { fileName: 'assets/app-a1.js', importedCss: ['assets/app-a1.css'] },
      {
        fileName: 'assets/Customers-c3.js',
        moduleIds: ['/repo/web/src/features/customers/CustomersPage.tsx'],
        importedCss: ['assets/Customers-c3.css'],
      },
    ],
    { 'index.html': page, 'login.html': page.replace('</body>', '<script src="/login.js"></script></body>') },
  );

/** The files the plugin writes for `languages` (and `queries`), built from the bundle above. */
function emittedBy(...args: Parameters<typeof firstFramePages>) {
  const plugin = firstFramePages(...args);
  hookOf(plugin, 'configResolved')({ base: '/' });
  const context = fakeContext();
  hookOf(plugin, 'generateBundle').call(context, {}, bundle());
  return context.emitted;
}

describe('the first frame pages', () => {
  it("write each screen's frame in index.html with the stylesheets the page does not link yet", () => {
    const emitted = emittedBy(frames);
    expect(emitted.map((file) => file.fileName)).toEqual(['frames/users.html']);
    const framed = String(emitted[0]!.source);
    expect(framed).toContain('<div id="root"><h1>Customers list</h1></div>\n</body>');
    expect(framed).not.toContain('spinner');
    expect(framed.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/helper-h0.js"',
      'href="/assets/app-a1.css"',
      'href="/assets/app-a1.js"',
      'href="/assets/Layout-b2.css"',
      'href="/assets/Customers-c3.css"',
    ]);
  });

  it("ask for the app's scripts at low priority in a frame, so its stylesheets come first", () => {
    const emitted = emittedBy(frames);
    const framed = String(emitted[0]!.source);
    expect(framed).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/main-m0.js">');
    expect(framed).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app-a1.js">');
    const tags = framed.match(/<script [^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(tags.filter((tag) => !tag.includes('fetchpriority="low"'))).toEqual([]);
  });

  it("hold the first download's scripts the entry does not import statically until the frame has painted", () => {
    const emitted = emittedBy(frames);
    const framed = String(emitted[0]!.source);
    const head = framed.slice(0, framed.indexOf('</head>'));
    const held = /<template id="after-paint">([\s\S]*?)<\/template>/.exec(head)?.[1] ?? '';
    // The entry needs its own imports to run at all: they stay where the browser asks for them as it reads the page.
    expect(held.match(/href="[^"]+"/g)).toEqual(['href="/assets/app-a1.js"']);
    expect(head.replace(held, '')).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/helper-h0.js">',
    );
    // index.html shows no frame to wait for.
    const index = emittedBy(() => [english, arabic]).find((file) => file.fileName === 'locales/ar/index.html');
    expect(String(index?.source)).toContain('<link rel="modulepreload" crossorigin href="/assets/app-a1.js">');
    expect(String(index?.source)).not.toContain('<template');
  });

  it("write beside the frames the queries the server answers in a screen's page, once for every language", () => {
    const query = {
      operationName: 'Customer',
      query: 'query Customer($id: ID!) { customer(id: $id) { id } }',
      variables: { id: ':id' },
    };
    const emitted = emittedBy(
      () => [english, arabic],
      () => ({ users: [query] }),
    ).filter((file) => file.fileName?.endsWith('.queries.json'));
    expect(emitted.map((file) => [file.fileName, JSON.parse(String(file.source))])).toEqual([
      ['frames/users.queries.json', [query]],
    ]);
  });

  it("stop the build when a screen's module is in no chunk", () => {
    const team = { segment: 'team', screenModule: 'features/team/TeamPage.tsx', markup: '' };
    const plugin = firstFramePages(() => [{ ...english, frames: [team] }]);
    expect(() => hookOf(plugin, 'generateBundle').call(fakeContext(), {}, bundle())).toThrow(
      'no chunk holds features/team/TeamPage.tsx',
    );
  });

  it('write the pages again in each other language, with its words, lang and dir', () => {
    const emitted = new Map(emittedBy(() => [english, arabic]).map((file) => [file.fileName, String(file.source)]));
    expect([...emitted.keys()]).toEqual([
      'frames/users.html',
      'locales/ar/index.html',
      'locales/ar/login.html',
      'locales/ar/frames/users.html',
    ]);
    expect(emitted.get('locales/ar/index.html')).toContain('<html lang="ar" dir="rtl">');
    expect(emitted.get('locales/ar/index.html')).toContain('<span class="page-spinner-text">جارٍ التحميل…</span>');
    expect(emitted.get('locales/ar/login.html')).toContain('<script src="/login.js">');
    expect(emitted.get('locales/ar/index.html')).toContain(
      '<meta name="description" content="العملاء &amp; &quot;جهات&quot; الاتصال">',
    );
    expect(emitted.get('locales/ar/frames/users.html')).toContain('<div id="root"><h1>العملاء</h1></div>');
    expect(emitted.get('frames/users.html')).toContain('<html lang="en">');
    // index.html in another language keeps its scripts' priority: it has no frame to show first.
    expect(emitted.get('locales/ar/index.html')).toContain(
      '<script type="module" crossorigin src="/assets/main-m0.js">',
    );
  });
});
