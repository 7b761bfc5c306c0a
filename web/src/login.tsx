// login.html's entry, the page the server sends at the login addresses (server/http/webApp.ts): the app, with the
// login screen's code in the same first download.
import './features/auth/LoginPage.tsx';
import { startApp } from './boot.tsx';

startApp();
