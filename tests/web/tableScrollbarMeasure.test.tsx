// antd's Table measures a scrollbar (a box added to the page and read, which lays the page out) only where a fixed
// header uses its width: patches/@rc-component+table+*.patch, docs/decisions/patched-table-scrollbar-measure.md.
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render } from '@testing-library/react';
import { Table } from 'antd';
import type { ReactElement } from 'react';

const columns = [{ title: 'Name', dataIndex: 'name' }];
const rows = [{ key: 1, name: 'Ada Lovelace' }];

/**
 * How many scrollbar measures rendering `table` made: rc-util's measuring boxes added to the page during the render
 * and its layout effects (where the Table's own measure runs), not later: a sticky table's scroll bar measures once
 * per page, cached, on a re-render a frame later, and a timer's wait caught it only when the machine was slow.
 */
function measuresWhileRendering(table: ReactElement): number {
  const observer = new MutationObserver(() => {});
  observer.observe(document.body, { childList: true, subtree: true });
  render(table);
  const added = observer.takeRecords().flatMap((record) => [...record.addedNodes]);
  observer.disconnect();
  return added.filter((node) => node instanceof HTMLElement && node.id.startsWith('rc-scrollbar-measure-')).length;
}

afterEach(cleanup);

describe("antd's Table", () => {
  it('measures no scrollbar without a fixed header', () => {
    expect(measuresWhileRendering(<Table columns={columns} dataSource={rows} />)).toBe(0);
    expect(measuresWhileRendering(<Table columns={columns} dataSource={rows} sticky />)).toBe(0);
  });

  it('measures the scrollbar a fixed header leaves room for', () => {
    expect(measuresWhileRendering(<Table columns={columns} dataSource={rows} scroll={{ y: 200 }} />)).toBeGreaterThan(
      0,
    );
  });
});
