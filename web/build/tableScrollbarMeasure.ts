// antd's Table (rc-table) measures, as each table mounts, the width of a scrollbar its body would have: it inserts a
// style element and a box into the page and reads the box's size, in a layout effect, which makes the browser work
// out the styles and layout of the whole page, half drawn, in the commit's task (rc-util's getTargetScrollBarSize).
// Only a table whose header is fixed (`scroll.y`) uses that width, to leave room above the body's scrollbar: the
// customers list's on a wide screen. The Team page's, the import page's and the contacts list's tables have no fixed
// header, and each mount cost a Team section 15-20 ms of its task without CPU slowdown (CPU profiles of two loads).
// With no measure where the width is not used (tried first as rc-util answering every table from one measure), the
// Team page's blocking time counted from thread time at 4x was 396 and 450 ms in two traced loads, against 849 and
// 662. A sticky header over a body the page scrolls (the customers list on a phone) leaves no room for a scrollbar
// either: the body has none of its own, and rc-table used the width only to narrow the header's last column over a
// custom body, out of line with the rows under it where scrollbars take room.
// The build stops if the code to guard is not found (another rc-table version).
import type { Plugin } from 'vite';

const tableModule = /[\\/]@rc-component[\\/]table[\\/]es[\\/]Table\.js$/;
const measure = 'if (!tailor || !useInternalHooks) {\n      if (scrollBodyRef.current instanceof Element) {\n        setScrollbarSize(getTargetScrollBarSize(';
const guarded =
  'if ((!tailor || !useInternalHooks) && fixHeader) {\n      if (scrollBodyRef.current instanceof Element) {\n        setScrollbarSize(getTargetScrollBarSize(';

export function tableScrollbarMeasure(): Plugin {
  return {
    name: 'crm:table-scrollbar-measure',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!tableModule.test(id)) return undefined;
      if (!code.includes(measure))
        this.error("table scrollbar measure: rc-table's Table.js no longer has the measure it guards (web/build/tableScrollbarMeasure.ts)");
      return { code: code.replace(measure, guarded), map: null };
    },
  };
}
