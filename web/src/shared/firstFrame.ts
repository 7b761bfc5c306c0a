// The page's frame, which the server sends before the app's scripts have run (app/firstFrames.tsx, and a record's page
// with its data: app/answeredFrames.tsx), stays in the document until the app's first render is committed: a screen
// rendering for the first time can ask whether the frame already showed one of its parts.
export const firstFrameClass = 'first-frame';

/** Whether the page's frame, still in the document, shows an element matching `selector`. */
export function frameShows(selector: string): boolean {
  return typeof document !== 'undefined' && document.querySelector(`.${firstFrameClass} ${selector}`) !== null;
}
