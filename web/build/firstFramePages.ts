// A page per screen of web/src/app/firstFrames.tsx (handed in by web/vite.config.ts): index.html as built, its spinner
// replaced by that screen's frame, with the stylesheets the shell's and the screen's chunks bring (which the app would
// add as they load, and finds there), written as frames/<address>.html for the server to send at that address. Each
// other language gets the same pages in its words under locales/<locale>/ (index.html and login.html too, their
// spinner's words and the page's lang and dir set), so a person's first paint is in their language. A screen whose
// first load's queries the server answers in its page (web/src/app/pageQueries.ts) gets them beside its frame.
import type { Plugin, Rolldown } from 'vite';

/** A screen's first frame: its address under /dashboard/, its module under web/src, and the markup rendered ahead. */
export interface FirstFrame {
  segment: string;
  screenModule: string;
  markup: string;
}

/** What the pages say in one language: the frames, the spinner's words, and the page's direction. */
export interface PagesIn {
  locale: string;
  dir: 'ltr' | 'rtl';
  frames: FirstFrame[];
  loading: string;
  /** The page's meta description */
  description: string;
}

/** `page` in another language: its lang and dir, and its spinner's words. */
function inLanguage(page: string, { locale, dir, loading, description }: PagesIn): string {
  const attribute = description.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return page
    .replace(/<html lang="en">/, `<html lang="${locale}" dir="${dir}">`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${attribute}$2`)
    .replace(/(<span class="page-spinner-text">)Loading…(<\/span>)/, `$1${loading}$2`);
}

/** The chunk that holds `module` (a path under web/src). */
function chunkOf(bundle: Rolldown.OutputBundle, module: string): Rolldown.OutputChunk | undefined {
  for (const output of Object.values(bundle)) {
    if (
      output.type === 'chunk' &&
      output.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/web/src/${module}`))
    )
      return output;
  }
  return undefined;
}

/** The stylesheets a chunk brings as it loads: its own and those of the chunks it imports, however deep. */
function stylesheets(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk): string[] {
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const pending = [chunk.fileName];
  for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
    const next = bundle[fileName];
    if (seen.has(fileName) || next?.type !== 'chunk') continue;
    seen.add(fileName);
    for (const sheet of next.viteMetadata?.importedCss ?? []) sheets.add(sheet);
    pending.push(...next.imports);
  }
  return [...sheets];
}

/** The addresses of the files the page's entry script imports statically (the browser fetches them to run it). */
function entryImports(bundle: Rolldown.OutputBundle, page: string, base: string): Set<string> {
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(page)?.[1];
  const chunk = entry?.startsWith(base) ? bundle[entry.slice(base.length)] : undefined;
  return new Set(chunk?.type === 'chunk' ? chunk.imports.map((fileName) => `${base}${fileName}`) : []);
}

/**
 * The page with the rest of its first download's scripts held in a template the entry adds once the frame has
 * painted (web/src/main.tsx): fetched beside the stylesheets, they would share the slow link the frame waits on.
 */
function holdUntilPainted(page: string, fetchedToRun: Set<string>): string {
  const held: string[] = [];
  const rest = page.replace(/\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (link, href: string) => {
    if (fetchedToRun.has(href)) return link;
    held.push(link);
    return '';
  });
  if (!held.length) return page;
  return rest.replace(
    /\n\s*<\/head>/,
    (end) => `\n    <template id="after-paint">${held.join('')}\n    </template>${end}`,
  );
}

/** A query a screen's first load asks, as the app sends it, by its frame's segment: see web/src/app/pageQueries.ts. */
export interface PageQueryText {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

/**
 * `queries`: by frame segment, the queries the server answers in that screen's page, written beside its frames as
 * frames/<segment>.queries.json (the same in every language).
 */
export function firstFramePages(
  languages: () => PagesIn[],
  queries: () => Record<string, PageQueryText[]> = () => ({}),
): Plugin {
  let base = '/';
  return {
    name: 'crm:first-frame-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('first frame pages: the build wrote no index.html');
      const page = String(index.source);
      // The root and the comment above it, which speaks of the spinner the frame takes the place of.
      const root = /(?:<!--(?:(?!-->)[\s\S])*-->\s*)?<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
      if (!root.test(page)) return this.error('first frame pages: index.html has no #root before </body>');
      if (!page.includes('<html lang="en">') || !page.includes('<span class="page-spinner-text">Loading…</span>'))
        return this.error('first frame pages: index.html has no <html lang="en"> or spinner words to translate');
      const shell = chunkOf(bundle, 'app/DashboardLayout.tsx');
      if (!shell) return this.error('first frame pages: no chunk holds app/DashboardLayout.tsx');
      const login = bundle['login.html'];
      // What every frame page shares, whatever its screen and language.
      const framePage = holdUntilPainted(page, entryImports(bundle, page, base))
        // The frame is what such a page shows first: its stylesheets come before the app's scripts, which a browser
        // would otherwise fetch at the same high priority, sharing a slow link with them.
        .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
        .replaceAll(
          '<link rel="modulepreload" crossorigin',
          '<link rel="modulepreload" fetchpriority="low" crossorigin',
        );
      for (const [segment, texts] of Object.entries(queries()))
        this.emitFile({ type: 'asset', fileName: `frames/${segment}.queries.json`, source: JSON.stringify(texts) });
      for (const language of languages()) {
        const folder = language.locale === 'en' ? '' : `locales/${language.locale}/`;
        const translated = (html: string) => (folder ? inLanguage(html, language) : html);
        if (folder) {
          this.emitFile({ type: 'asset', fileName: `${folder}index.html`, source: translated(page) });
          if (login?.type === 'asset')
            this.emitFile({ type: 'asset', fileName: `${folder}login.html`, source: translated(String(login.source)) });
        }
        for (const frame of language.frames) {
          const screen = chunkOf(bundle, frame.screenModule);
          if (!screen) return this.error(`first frame pages: no chunk holds ${frame.screenModule}`);
          const sheets = [...new Set([...stylesheets(bundle, shell), ...stylesheets(bundle, screen)])].filter(
            (sheet) => !page.includes(`${base}${sheet}"`),
          );
          const links = sheets
            .map((sheet) => `\n    <link rel="stylesheet" crossorigin href="${base}${sheet}">`)
            .join('');
          const framed = framePage
            .replace(/\n\s*<\/head>/, `${links}\n  </head>`)
            .replace(root, (_, end: string) => `<div id="root">${frame.markup}</div>${end}`);
          this.emitFile({
            type: 'asset',
            fileName: `${folder}frames/${frame.segment}.html`,
            source: translated(framed),
          });
        }
      }
    },
  };
}
