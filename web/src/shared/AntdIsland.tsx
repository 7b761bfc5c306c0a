// A part still drawn with antd inside a screen drawn without it (a customer form's dead end, say): its code, antd's
// providers (AntdRoot) and their styles come in chunks of their own when it first renders, never with the screen.
import { lazy, memo, useEffect, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { whenNoPointerPressed } from './pointerPress.ts';

export const loadAntdRoot = () => import('./AntdRoot.tsx');

/** An antd part wrapped in AntdRoot, once its module and AntdRoot's are both here. */
function withAntdRoot<Module, Props extends object>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<Props>) {
  return Promise.all([load(), loadAntdRoot()]).then(([module, { AntdRoot }]): ComponentType<Props> => {
    const Part = pick(module);
    return function InAntdRoot(props: Props) {
      return (
        <AntdRoot>
          <Part {...props} />
        </AntdRoot>
      );
    };
  });
}

/**
 * React.lazy for an antd part that stands where a loading frame stood: `load` fetches its module, `pick` names the
 * component, rendered inside AntdRoot. `unavailable`, where given, is drawn instead when the code cannot be fetched (the
 * server restarting as it is asked for, say); without it the failure reaches the screen's error boundary.
 */
export function antdIsland<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  unavailable?: ComponentType<Props>,
) {
  return lazy(() => {
    const loaded = withAntdRoot(load, pick).then((Part) => ({ default: Part }));
    return unavailable ? loaded.catch(() => ({ default: unavailable })) : loaded;
  });
}

/**
 * An antd part that takes the place of one drawn without antd that people click (the customers table's plain header
 * and its rows): `Part` (memo) may be drawn once `useReady` says so; until then the plain one stays. Its code is asked
 * for once `useReady` is given true; code already here is ready at once. The swap is drawn in one go, in the same task
 * that finds no pointer pressed: a press landing on the plain part while antd's was being drawn (as React.lazy's retry
 * draws it, a slice at a time) would have its release land on the part drawn anew, and the browser sends that click
 * nowhere. If the code cannot be fetched, the plain part stays (the next mount asks again).
 */
export function antdSwap<Module, Props extends object>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<Props>) {
  let loaded: ComponentType<Props> | undefined;
  let fetching: Promise<void> | undefined;
  const fetchPart = () =>
    (fetching ??= withAntdRoot(load, pick).then(
      (Loaded) => {
        loaded = Loaded;
      },
      (error: unknown) => {
        fetching = undefined;
        throw error;
      },
    ));
  const Part = memo(function Part(props: Props) {
    const Loaded = loaded!;
    return <Loaded {...props} />;
  });
  function useReady(wanted: boolean): boolean {
    const [ready, setReady] = useState(() => loaded !== undefined);
    useEffect(() => {
      if (!wanted || ready) return;
      let mounted = true;
      fetchPart()
        .then(async () => {
          await whenNoPointerPressed();
          if (mounted) flushSync(() => setReady(true));
        })
        .catch(() => undefined);
      return () => {
        mounted = false;
      };
    }, [wanted, ready]);
    return ready;
  }
  return { Part, useReady };
}
