// A part still rendered with antd inside a screen rendered without it (a customer form's error screen, say): its code,
// antd's providers (AntdRoot) and their styles come in chunks of their own when it first renders, never with the
// screen.
import {
  lazy,
  memo,
  startTransition,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { isPointerPressed, subscribePointerPress } from './pointerPress.ts';

const loadAntdRoot = () => import('./AntdRoot.antd.tsx');

/** An antd part wrapped in AntdRoot, once its module and AntdRoot's are both here. */
function withAntdRoot<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
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
 * component, rendered inside AntdRoot. `unavailable`, where given, is rendered instead when the code cannot be fetched
 * (the server restarting as it is fetched, say); without it the failure reaches the screen's error boundary.
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

const ignorePresses = () => () => undefined;
const notPressed = () => false;

/**
 * An antd part that takes the place of one rendered without antd that people click (the customers table's plain header
 * and its rows): `Part` (memo) may be rendered once `useReady` says so; until then the plain one stays. Its code is
 * fetched once `useReady` is given true; code already here is ready at once. The swap is rendered in a transition, a
 * slice at a time, and never while a pointer is pressed: a press landing on the plain part would have its release land
 * on the part rendered anew, and the browser sends that click nowhere. A press begun while the swap is being rendered
 * makes React throw that rendering away (the press is read with useSyncExternalStore, whose changes are rendered at
 * once); the swap is rendered once the press's click has gone. If the code cannot be fetched, the plain part stays (the
 * next mount fetches it again).
 */
export function antdSwap<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
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
    // Rendered: from then on a press no longer matters (nor is followed).
    const [rendered, setRendered] = useState(ready);
    const pressed = useSyncExternalStore(
      rendered ? ignorePresses : subscribePointerPress,
      rendered ? notPressed : isPointerPressed,
    );
    const showing = rendered || (ready && !pressed);
    useLayoutEffect(() => {
      // Once the swap is on screen, presses stop being followed.
      if (showing && !rendered) setRendered(true);
    }, [showing, rendered]);
    useEffect(() => {
      if (!wanted || ready) return;
      let mounted = true;
      fetchPart()
        .then(() => {
          if (mounted) startTransition(() => setReady(true));
        })
        .catch(() => undefined);
      return () => {
        mounted = false;
      };
    }, [wanted, ready]);
    return showing;
  }
  return { Part, useReady };
}
