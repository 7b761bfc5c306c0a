// antd's stylesheet split by component (web/build/antdSplitStyles.ts): an antd module imports its prefix's sheet, and
// each sheet holds its component's rules in the antd cascade layer.
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { antdSplitStyles } from '../../../web/build/antdSplitStyles.ts';
import { hookOf } from './fixtures.ts';

const antdEs = path.join(path.dirname(createRequire(__filename).resolve('antd/package.json')), 'es');

function builtPlugin() {
  const plugin = antdSplitStyles();
  hookOf(plugin, 'configResolved')({ command: 'build' });
  return plugin;
}

describe("antd's split stylesheet", () => {
  it('has an antd module that names a prefix import that prefix’s sheet', () => {
    const code = "const prefixCls = getPrefixCls('btn', customizePrefixCls);";
    const transformed = hookOf(builtPlugin(), 'transform')(code, path.join(antdEs, 'button', 'Button.js')) as {
      code: string;
    };
    expect(transformed.code).toBe(`import 'virtual:antd-styles/btn.css';\n${code}`);
    expect(hookOf(builtPlugin(), 'transform')(code, '/repo/web/src/app/App.tsx')).toBeUndefined();
  });

  it("gives a prefix's rules, and the rest in the base sheet, each in the antd layer", () => {
    const plugin = builtPlugin();
    const button = hookOf(plugin, 'load')('virtual:antd-styles/btn.css') as string;
    const base = hookOf(plugin, 'load')('virtual:antd-styles/base.css') as string;
    expect(button.startsWith('@layer antd {')).toBe(true);
    expect(button).toContain('.ant-btn');
    expect(button).not.toContain('.ant-table');
    expect(base).toContain('@keyframes');
  });
});
