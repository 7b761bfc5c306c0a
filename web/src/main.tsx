// index.html's entry, the page the server sends at a dashboard address: the app, without the login screen's code
// (fetched if the login screen is opened later, after signing out say).
import { startApp } from './boot.tsx';

startApp();
