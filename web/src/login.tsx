// login.html's entry, the page the server sends at the login addresses (server/http/webApp.ts): the app, with the
// login screen's code in the same first download (both imports' files are named in the page: web/build/stagedEntry.ts).
// A file that does not come (or an app that cannot start) is said in the spinner's place.
import { showStartFailed } from './app/stages/startFailed.ts';

void Promise.all([import('./boot.tsx'), import('./features/auth/LoginPage.tsx')])
  .then(([{ startApp }]) => startApp())
  .catch(showStartFailed);
