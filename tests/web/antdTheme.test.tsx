// The themes antd is given: their map tokens come made at build time, and antd's providers end up with the very tokens
// antd's own algorithms give.
import { describe, expect, it } from '@jest/globals';
import { render, renderHook } from '@testing-library/react';
import { Button, ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import madeAhead from 'virtual:antd-map-tokens';
import { derivedAhead, themeFor } from '../../web/src/shared/theme.ts';

/** The tokens antd's components read under a ConfigProvider given `theme`. */
function tokensUnder(theme: ThemeConfig) {
  const wrapper = ({ children }: { children: ReactNode }) => <ConfigProvider theme={theme}>{children}</ConfigProvider>;
  return renderHook(() => antdTheme.useToken().token, { wrapper }).result.current;
}

const antdAlgorithm = { light: antdTheme.defaultAlgorithm, dark: antdTheme.darkAlgorithm } as const;
const derivedInTheBrowser = () => {
  throw new Error('antd derived the map tokens in the browser');
};

describe.each(['light', 'dark'] as const)('the %s theme', (scheme) => {
  it('gives antd’s components the tokens antd’s own algorithm gives', () => {
    const ours = tokensUnder(themeFor(scheme));
    const antds = tokensUnder({ ...themeFor(scheme), algorithm: antdAlgorithm[scheme] });
    expect(ours).toEqual(antds);
    expect(ours.colorBgLayout).toBe({ light: '#f4f6fb', dark: '#0f1020' }[scheme]);
  });

  it('answers antd’s providers with the map made at build time, deriving nothing', () => {
    const tokens = tokensUnder({
      ...themeFor(scheme),
      algorithm: derivedAhead(madeAhead[scheme], derivedInTheBrowser),
    });
    expect(tokens).toEqual(tokensUnder({ ...themeFor(scheme), algorithm: antdAlgorithm[scheme] }));
  });

  it('derives as antd does for any other seed', () => {
    const seed = { ...madeAhead[scheme].seed, colorPrimary: '#0f766e' };
    expect(derivedAhead(madeAhead[scheme], antdAlgorithm[scheme])(seed)).toEqual(antdAlgorithm[scheme](seed));
    expect(() => derivedAhead(madeAhead[scheme], derivedInTheBrowser)(seed)).toThrow(
      'derived the map tokens in the browser',
    );
  });
});

it('gives the screen’s antd provider and the dialogs’ one set of antd’s variables between them', () => {
  const { getAllByRole } = render(
    <>
      <ConfigProvider theme={themeFor('light')}>
        <Button>On the screen</Button>
      </ConfigProvider>
      <ConfigProvider theme={themeFor('light')}>
        <Button>In a dialog</Button>
      </ConfigProvider>
    </>,
  );
  const variableClasses = getAllByRole('button').map((button) =>
    [...button.classList].filter((name) => name.startsWith('css-var-')),
  );
  expect(variableClasses[0]).toHaveLength(1);
  expect(variableClasses[1]).toEqual(variableClasses[0]);
  const sheets = [...document.querySelectorAll('style')].filter((style) =>
    style.textContent?.startsWith(`.${variableClasses[0]![0]}{`),
  );
  expect(sheets).toHaveLength(1);
});
