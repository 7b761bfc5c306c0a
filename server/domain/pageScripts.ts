// The one script written into the app's pages themselves (the build puts it there: web/build/earlyIntl.ts), allowed by
// the Content-Security-Policy through its hash (server/http/securityHeaders.ts): the pages are static files, sent
// precompressed, so they cannot carry a nonce per response.

/**
 * Sets up the browser's date and number formatting for the page's language while the page's stylesheets download.
 * Its first use in a tab's process builds ICU's tables of locales (22-34 ms of one core here, four times that on a
 * slow phone); left to the app, that was one long task of its first render (docs/decisions/intl-before-first-paint.md).
 */
export const intlWarmUp = 'try{new Intl.DateTimeFormat(document.documentElement.lang).format(0)}catch(e){}';
