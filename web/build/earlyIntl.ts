// Writes the Intl warm-up (`script`: server/domain/pageScripts.ts, handed in by web/vite.config.ts) into every page the
// build makes from index.html, ahead of the page's scripts and stylesheets: it runs as the head is parsed, while the
// stylesheets it lists are still downloading.
import type { Plugin } from 'vite';

/** `script` right after the page's title; a page without a title stops the build. */
function withScriptAfterTitle(html: string, script: string): string {
  if (!html.includes('</title>')) throw new Error('early Intl: the page has no </title> to put the warm-up after');
  return html.replace('</title>', () => `</title>\n    <script>${script}</script>`);
}

export function earlyIntl(script: string): Plugin {
  return {
    name: 'crm:early-intl',
    transformIndexHtml: { order: 'pre', handler: (html) => withScriptAfterTitle(html, script) },
  };
}
