// Where focus goes after Remove or Restore: the button pressed may leave with its row (the filter no longer shows it),
// so focus moves on to the customer now in that place, else the one before, else the search box; never <body>.

/** The row's Remove or Restore button, else its first link or button. */
function rowAction(row: Element): HTMLElement | null {
  const buttons = [...row.querySelectorAll<HTMLElement>('button, a[href]')];
  return buttons.find((element) => element.dataset.rowAction !== undefined) ?? buttons[0] ?? null;
}

const waitMs = 3000;

/**
 * Remembers the pressed button's place (its row's aria-rowindex in the table), and returns what to call once the
 * action is done: when the list has dropped the button
 * (or after a few seconds), focus goes to the nearest row's action.
 */
export function rememberRowActionFocus(table: HTMLElement | null | undefined): () => void {
  const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const row = trigger?.closest('[role="row"]');
  const rowIndex = Number(row?.getAttribute('aria-rowindex') ?? Number.NaN);
  // The virtual table reuses row elements: a row showing something else has changed even if the button stayed.
  const rowText = row?.textContent;
  return () => {
    const started = performance.now();
    const settle = () => {
      const stillThere = trigger?.isConnected ?? false;
      const unchanged = stillThere && trigger?.closest('[role="row"]')?.textContent === rowText;
      if (unchanged && performance.now() - started < waitMs) {
        requestAnimationFrame(settle);
        return;
      }
      const focused = document.activeElement;
      // Still in the pop-up that reported the action done (its close can outlast its own report on a busy phone):
      // closing, it gives focus back, so look again then.
      if (focused?.closest('[role="dialog"]') && performance.now() - started < waitMs) {
        requestAnimationFrame(settle);
        return;
      }
      // Focus is already somewhere real: the button,
      // now on this or the next customer's row, or where the user moved it.
      if (focused && focused !== document.body && focused.isConnected) return;
      const rowAt = (index: number) =>
        Number.isFinite(index) && index > 1 ? table?.querySelector(`[role="row"][aria-rowindex="${index}"]`) : null;
      for (const candidate of [rowAt(rowIndex), rowAt(rowIndex - 1)]) {
        const action = candidate ? rowAction(candidate) : null;
        if (action) return action.focus();
      }
      document.querySelector<HTMLElement>('.customers-search input')?.focus();
    };
    requestAnimationFrame(settle);
  };
}
