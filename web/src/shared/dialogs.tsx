// The app's pop-ups (SPEC §8's success pop-ups, the login's 'Error' alert) are antd modals, held above the routes
// so one can outlive the screen that opened it ('You connected!' stays over the dashboard it opens). antd's code
// for them is fetched when the first is asked for: the login screen's first download carries none of antd.
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ModalApi } from './DialogHost.tsx';

const DialogHost = lazy(() => import('./DialogHost.tsx').then((module) => ({ default: module.DialogHost })));

type ModalRequest = () => Promise<ModalApi>;

const DialogsContext = createContext<ModalRequest>(() => Promise.reject(new Error('No DialogsProvider above this component')));

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const ready = useRef<{ promise: Promise<ModalApi>; resolve: (modal: ModalApi) => void } | null>(null);
  const request = useCallback<ModalRequest>(() => {
    if (!ready.current) {
      let resolve!: (modal: ModalApi) => void;
      const promise = new Promise<ModalApi>((done) => {
        resolve = done;
      });
      ready.current = { promise, resolve };
    }
    setWanted(true);
    return ready.current.promise;
  }, []);
  const onReady = useCallback((modal: ModalApi) => ready.current?.resolve(modal), []);
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
 * antd's modal API, once its code has arrived. Calling `prepare` early (when a form is submitted) fetches that code
 * while the server answers, so the pop-up shows without a further wait.
 */
export function useDialogs(): { modal: ModalRequest; prepare: () => void } {
  const modal = useContext(DialogsContext);
  return useMemo(() => ({ modal, prepare: () => void modal().catch(() => undefined) }), [modal]);
}
