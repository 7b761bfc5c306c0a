// antd's prebuilt stylesheet (antd/dist/antd.css, about 1 MB) holds the rules of every component, and a screen
// used to load all of it. This Vite plugin splits it by component: each antd module that names a CSS prefix in
// `getPrefixCls('…')` imports `virtual:antd-styles/<prefix>.css`, so a component's rules land in the chunk with its
// code (as antd's own CSS-in-JS would inject them on first render), and a screen without a table loads no table
// rules. What belongs to no component (keyframes, motion classes) is `virtual:antd-styles/base.css`, which the app
// imports with antd's providers. Every sheet sits in the `antd` cascade layer, so app.css overrides it.
// `virtual:antd-styles/icons.css` is the icons' own sheet, which each icon otherwise adds in an effect after its first
// render: a screen rendered before that effect (a plain first screen) would paint its icons at the line's height first.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss, { type Rule } from 'postcss';
import type { Plugin } from 'vite';

const virtualPrefix = 'virtual:antd-styles/';
const require = createRequire(import.meta.url);
const antdEs = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
const prefixCall = /getPrefixCls\(\s*['"]([a-z-]+)['"]/g;

function prefixesIn(code: string): string[] {
  return [...new Set([...code.matchAll(prefixCall)].map((match) => match[1]!).filter(Boolean))];
}

function allModules(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The prefix a class such as `ant-input-number-handler` belongs to: the longest known prefix, whole words only. */
function prefixOfClass(className: string, known: Set<string>): string | undefined {
  const words = className.slice('ant-'.length).split('-');
  for (let length = words.length; length > 0; length -= 1) {
    const candidate = words.slice(0, length).join('-');
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

/** antd.css split by owner: each prefix's rules (a rule belongs to the first antd class it names), and the rest. */
function splitAntdStyles(): { byPrefix: Map<string, string>; base: string } {
  const known = new Set(allModules(antdEs).flatMap((file) => prefixesIn(fs.readFileSync(file, 'utf8'))));
  const root = postcss.parse(fs.readFileSync(path.join(antdEs, '..', 'dist', 'antd.css'), 'utf8'));
  const owned = new Map<string, postcss.Root>();
  const ownerOf = (selector: string) => {
    const first = /\.ant-([a-z0-9-]+)/.exec(selector);
    return first ? prefixOfClass(`ant-${first[1]}`, known) : undefined;
  };
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    const byOwner = new Map<string, string[]>();
    for (const selector of rule.selectors) {
      const owner = ownerOf(selector);
      if (owner) byOwner.set(owner, [...(byOwner.get(owner) ?? []), selector]);
    }
    for (const [owner, selectors] of byOwner) {
      // The rule, inside copies of the at-rules (media queries) it sits in, goes to its owner's sheet.
      let node: postcss.ChildNode = rule.clone({ selectors });
      for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent) {
        node = (parent as postcss.AtRule).clone({ nodes: [node] });
      }
      if (!owned.has(owner)) owned.set(owner, postcss.root());
      owned.get(owner)!.append(node);
    }
    const unowned = rule.selectors.filter((selector) => !ownerOf(selector));
    if (!unowned.length) rule.remove();
    else if (unowned.length < rule.selectors.length) rule.selectors = unowned;
  });
  // At-rules (media queries) emptied by the moves go; keyframes and the rules of no component stay in the base.
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  const layered = (css: string) => `@layer antd {\n${css}\n}\n`;
  return {
    byPrefix: new Map([...owned].map(([prefix, sheet]) => [prefix, layered(sheet.toString())])),
    base: layered(root.toString()),
  };
}

/**
 * `virtual:antd-styles/base.css` for the app to import, and one stylesheet per antd prefix, imported by the antd
 * modules that use it: each component's rules travel in the chunk with its code,
 * as antd's own CSS-in-JS would inject them.
 */
export function antdSplitStyles(): Plugin {
  let split: ReturnType<typeof splitAntdStyles> | undefined;
  const sheets = () => (split ??= splitAntdStyles());
  // The dev server serves antd pre-bundled, past this plugin's transform: there the base sheet is all of antd.css.
  let whole = false;
  return {
    name: 'crm:antd-split-styles',
    enforce: 'pre',
    configResolved(config) {
      whole = config.command === 'serve';
    },
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? id : undefined;
    },
    load(id) {
      if (!id.startsWith(virtualPrefix)) return undefined;
      const name = id.slice(virtualPrefix.length, -'.css'.length);
      // Outside any layer, as the icons add it: the same rules, there from the first frame.
      if (name === 'icons') return (require('@ant-design/icons/lib/utils') as { iconStyles: string }).iconStyles;
      if (whole) return name === 'base' ? `@import 'antd/dist/antd.css' layer(antd);\n` : '';
      return name === 'base' ? sheets().base : (sheets().byPrefix.get(name) ?? '');
    },
    transform(code, id) {
      if (whole || !id.startsWith(antdEs) || !id.endsWith('.js')) return undefined;
      const imports = prefixesIn(code)
        .filter((prefix) => sheets().byPrefix.has(prefix))
        .map((prefix) => `import '${virtualPrefix}${prefix}.css';\n`);
      return imports.length ? { code: imports.join('') + code, map: null } : undefined;
    },
  };
}
