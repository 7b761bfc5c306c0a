// A page per screen of web/src/app/firstFrames.tsx (handed in by web/vite.config.ts): index.html as built, its spinner
// replaced by that screen's frame, with the stylesheets the shell's and the screen's chunks bring (which the app would
// add as they load, and finds there), written as frames/<address>.html for the server to send at that address.
import type { Plugin, Rolldown } from 'vite';

/** A screen's first frame: its address under /dashboard/, its module under web/src, and the markup rendered ahead. */
export interface FirstFrame {
  segment: string;
  screenModule: string;
  markup: string;
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

export function firstFramePages(firstFrames: () => FirstFrame[]): Plugin {
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
      const shell = chunkOf(bundle, 'app/DashboardLayout.tsx');
      if (!shell) return this.error('first frame pages: no chunk holds app/DashboardLayout.tsx');
      for (const frame of firstFrames()) {
        const screen = chunkOf(bundle, frame.screenModule);
        if (!screen) return this.error(`first frame pages: no chunk holds ${frame.screenModule}`);
        const sheets = [...new Set([...stylesheets(bundle, shell), ...stylesheets(bundle, screen)])].filter(
          (sheet) => !page.includes(`${base}${sheet}"`),
        );
        const links = sheets
          .map((sheet) => `\n    <link rel="stylesheet" crossorigin href="${base}${sheet}">`)
          .join('');
        const framed = page
          .replace(/\n\s*<\/head>/, `${links}\n  </head>`)
          .replace(root, (_, end: string) => `<div id="root">${frame.markup}</div>${end}`);
        this.emitFile({ type: 'asset', fileName: `frames/${frame.segment}.html`, source: framed });
      }
    },
  };
}
