import { useEffect, useState } from 'react';

/**
 * True once the browser is idle after the component's first paint: a screen asks for the code of its heavier parts
 * (antd's) then, not before it, so what it draws first does not wait for them, nor share the link with them.
 */
export function useIdleAfterPaint(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}
