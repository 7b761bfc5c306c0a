// What a route shows in place of a screen (or the shell) that threw while rendering, its code not arriving included:
// the route table's errorElement (AppRoutes.tsx). A screen's failure stays inside the shell, whose sidebar and top bar
// go on working; React Router clears it when the address changes. Plain elements and app.css: antd may be what did
// not come.
import { useEffect, useId } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { inDevelopment, reportError } from '../shared/reportError.ts';
import { paths } from '../shared/routes.ts';
import { UiButton } from '../shared/UiButton.tsx';

/** A chunk that did not come (Chromium, Firefox and Safari's words): the connection, not the screen, is at fault. */
const codeNotLoaded = /dynamically imported module|module script failed|Loading chunk/i;

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** `part` is what failed: a screen (inside the shell), the dashboard's shell, or the app around both. */
export function RouteFailed({ part }: { part: 'screen' | 'shell' | 'app' }) {
  const error = useRouteError();
  const headingId = useId();
  useEffect(() => reportError(`The ${part} could not be shown`, error), [part, error]);
  const message = messageOf(error);
  const hint = codeNotLoaded.test(message) ? 'Check your connection, then reload.' : 'Reload to try again.';
  return (
    <section className="page-start-failed route-failed" aria-labelledby={headingId}>
      <div role="alert">
        <h1 id={headingId}>{part === 'screen' ? 'This screen could not be shown.' : 'The app could not be shown.'}</h1>
        <p>{hint}</p>
        {inDevelopment && message && <pre className="route-failed-detail">{message}</pre>}
      </div>
      <div className="route-failed-actions">
        <UiButton primary onClick={() => window.location.reload()}>
          Reload
        </UiButton>
        <Link className="ui-button" to={paths.dashboard} reloadDocument={part !== 'screen'}>
          Back to the dashboard
        </Link>
      </div>
    </section>
  );
}
