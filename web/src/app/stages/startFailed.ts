// What a page shows when its own code could not be loaded (the connection dropped while it came, say), in place of
// its spinner, which would otherwise turn for good. Rendered without React: React may be what did not come.
import { reportError } from '../../shared/reportError.ts';

/**
 * Replaces the page's spinner with the failure,
 * and a button that loads the page again; `reason` is reported (shared/reportError.ts).
 */
export function showStartFailed(reason?: unknown): void {
  reportError('The app could not start', reason);
  const root = document.getElementById('root');
  if (!root) return;
  const page = document.createElement('main');
  page.className = 'page-start-failed';
  const said = document.createElement('div');
  said.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = 'The app could not be loaded';
  const hint = document.createElement('p');
  hint.textContent = 'Check your connection, then try again.';
  said.append(title, hint);
  const again = document.createElement('button');
  again.type = 'button';
  again.className = 'ui-button ui-button-primary';
  again.textContent = 'Try again';
  again.addEventListener('click', () => window.location.reload());
  page.append(said, again);
  root.replaceChildren(page);
}
