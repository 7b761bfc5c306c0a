// The app's pop-ups (docs/product.md#messages success pop-ups, the login's 'Error' alert, the Remove confirmation) are
// antd modals, and its passing notes (a failed logout) antd messages, held above the routes
// so one can outlive the screen that opened it ('You connected!' stays over the dashboard it opens). antd's code
// for them is fetched when the first is opened: the login screen's first download carries none of antd.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { DialogApis, MessageApi, ModalApi } from './DialogHost.tsx';

const DialogHost = lazy(() => import('./DialogHost.tsx').then((module) => ({ default: module.DialogHost })));

type DialogsRequest = () => Promise<DialogApis>;

const DialogsContext = createContext<DialogsRequest>(() =>
  Promise.reject(new Error('No DialogsProvider above this component')),
);

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const ready = useRef<{ promise: Promise<DialogApis>; resolve: (apis: DialogApis) => void } | null>(null);
  const request = useCallback<DialogsRequest>(() => {
    if (!ready.current) {
      let resolve!: (apis: DialogApis) => void;
      const promise = new Promise<DialogApis>((done) => {
        resolve = done;
      });
      ready.current = { promise, resolve };
    }
    setWanted(true);
    return ready.current.promise;
  }, []);
  const onReady = useCallback((apis: DialogApis) => ready.current?.resolve(apis), []);
  return (
    <DialogsContext.Provider value={request}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <DialogHost onReady={onReady} />
        </Suspense>
      )}
    </DialogsContext.Provider>
  );
}

/**
 * antd's modal and message APIs, once their code has arrived. Calling `prepare` early (when a form is submitted)
 * fetches that code while the server answers, so the pop-up shows without a further wait.
 */
export function useDialogs(): {
  modal: () => Promise<ModalApi>;
  message: () => Promise<MessageApi>;
  prepare: () => void;
} {
  const request = useContext(DialogsContext);
  return useMemo(
    () => ({
      modal: () => request().then((apis) => apis.modal),
      message: () => request().then((apis) => apis.message),
      prepare: () => void request().catch(() => undefined),
    }),
    [request],
  );
}
