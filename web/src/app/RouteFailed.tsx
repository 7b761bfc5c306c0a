// What a route shows in place of a screen (or the shell) that threw while rendering, its code not arriving included:
// the route table's errorElement (AppRoutes.tsx). A screen's failure stays inside the shell, whose sidebar and top bar
// go on working; React Router clears it when the address changes. Plain elements and app.css: antd may be what did
// not come.
import { useEffect, useId } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { inDevelopment, reportError } from '../shared/reportError.ts';
import { paths } from '../shared/routes.ts';
import { UiButton } from '../shared/UiButton.tsx';
import { FormattedMessage, useIntl } from 'react-intl';

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
  const intl = useIntl();
  const hint = codeNotLoaded.test(message)
    ? intl.formatMessage({
        defaultMessage: 'Check your connection, then reload.',
        id: 'gRSowN',
        description: "Hint under 'could not be shown' when the screen's code did not arrive",
      })
    : intl.formatMessage({
        defaultMessage: 'Reload to try again.',
        id: 'hXvWT4',
        description: "Hint under 'could not be shown' when a screen failed",
      });
  return (
    <section className="page-start-failed route-failed" aria-labelledby={headingId}>
      <div role="alert">
        <h1 id={headingId}>
          {part === 'screen' ? (
            <FormattedMessage
              defaultMessage="This screen could not be shown."
              id="FPiXVj"
              description="Heading in place of a screen that failed"
            />
          ) : (
            <FormattedMessage
              defaultMessage="The app could not be shown."
              id="q3P1yO"
              description="Heading in place of the whole app when it failed"
            />
          )}
        </h1>
        <p>{hint}</p>
        {inDevelopment && message && <pre className="route-failed-detail">{message}</pre>}
      </div>
      <div className="route-failed-actions">
        <UiButton primary onClick={() => window.location.reload()}>
          <FormattedMessage
            defaultMessage="Reload"
            id="HrJE38"
            description="Button that reloads the page after a failure"
          />
        </UiButton>
        <Link className="ui-button" to={paths.dashboard} reloadDocument={part !== 'screen'}>
          <FormattedMessage
            defaultMessage="Back to the dashboard"
            id="visq8H"
            description="Link to the dashboard after a failure"
          />
        </Link>
      </div>
    </section>
  );
}
