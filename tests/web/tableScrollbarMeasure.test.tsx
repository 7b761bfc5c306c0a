// antd's Table measures a scrollbar (a box added to the page and read, which lays the page out) only where a fixed
// header uses its width: patches/@rc-component+table+*.patch, docs/decisions/patched-table-scrollbar-measure.md.
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render } from '@testing-library/react';
import { Table } from 'antd';
import type { ReactElement } from 'react';

const columns = [{ title: 'Name', dataIndex: 'name' }];
const rows = [{ key: 1, name: 'Ada Lovelace' }];

/** How many scrollbar measures rendering `table` made: rc-util's measuring boxes added to the page. */
async function measuresWhileRendering(table: ReactElement): Promise<number> {
  const added: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof HTMLElement) added.push(node.id);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  render(table);
  await new Promise((resolve) => setTimeout(resolve, 0));
  observer.disconnect();
  return added.filter((id) => id.startsWith('rc-scrollbar-measure-')).length;
}

afterEach(cleanup);

describe("antd's Table", () => {
  it('measures no scrollbar without a fixed header', async () => {
    expect(await measuresWhileRendering(<Table columns={columns} dataSource={rows} />)).toBe(0);
    expect(await measuresWhileRendering(<Table columns={columns} dataSource={rows} sticky />)).toBe(0);
  });

  it('measures the scrollbar a fixed header leaves room for', async () => {
    expect(
      await measuresWhileRendering(<Table columns={columns} dataSource={rows} scroll={{ y: 200 }} />),
    ).toBeGreaterThan(0);
  });
});
