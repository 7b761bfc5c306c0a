// A part still drawn with antd inside a screen drawn without it (a customer form's dead end, say): its code, antd's
// providers (AntdRoot) and their styles come in chunks of their own when it first renders, never with the screen.
import { lazy, type ComponentType } from 'react';
import { whenNoPointerPressed } from './pointerPress.ts';

export const loadAntdRoot = () => import('./AntdRoot.tsx');

/**
 * React.lazy for an antd part: `load` fetches its module, `pick` names the component, rendered inside AntdRoot.
 * `unavailable`, where given, is drawn instead when the code cannot be fetched (the server restarting as it is asked
 * for, say); without it the failure reaches the screen's error boundary. It takes the place of what stood there only when no
 * pointer is pressed, so a click begun on the old part is not lost.
 */
export function antdIsland<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  unavailable?: ComponentType<Props>,
) {
  return lazy(() => {
    const loaded = Promise.all([load(), loadAntdRoot()]).then(async ([module, { AntdRoot }]): Promise<{ default: ComponentType<Props> }> => {
      await whenNoPointerPressed();
      const Part = pick(module);
      return {
        default: (props: Props) => (
          <AntdRoot>
            <Part {...props} />
          </AntdRoot>
        ),
      };
    });
    return unavailable ? loaded.catch(() => ({ default: unavailable })) : loaded;
  });
}
