// index.html's entry, the page the server sends at a dashboard address: the app, without the login screen's code
// (fetched if the login screen is opened later, after signing out say). Its first download is evaluated a part a task
// (React, then Apollo Client, then the app and its start), not all in one: the page's scripts arrive together, and as
// one module graph they made one task of the phone's main thread. The parts' files are in the page itself, preloaded
// (web/build/stagedEntry.ts), so none waits for the one before it to arrive. A part that does not come (or an app that
// cannot start) is said in the spinner's place.
import { showStartFailed } from './app/stages/startFailed.ts';

/**
 * On a page the server painted a screen's frame into, the rest of the first download waits in a template until that
 * frame has painted (web/build/firstFramePages.ts); elsewhere it is in the page's head already.
 */
function afterFramePaint(): Promise<void> {
  const held = document.getElementById('after-paint');
  if (!(held instanceof HTMLTemplateElement)) return Promise.resolve();
  return new Promise((resolve) => {
    const fetchHeld = () => {
      document.head.append(held.content);
      resolve();
    };
    // A hidden tab paints nothing until it is shown.
    if (document.visibilityState === 'hidden') fetchHeld();
    else requestAnimationFrame(() => setTimeout(fetchHeld));
  });
}

void afterFramePaint()
  .then(() => import('./app/stages/startReact.ts'))
  .then(() => import('./app/stages/startApollo.ts'))
  .then(() => import('./boot.tsx'))
  .then(({ startApp }) => startApp())
  .catch(showStartFailed);
