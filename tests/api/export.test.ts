// GET /export/customers.csv and .xlsx: signed-in only, exactly what the list shows for a filter and a search, a header
// row, a UTF-8 byte order mark, every CSV field quoted, formulas guarded in CSV and text in XLSX, streamed as read,
// the CSV compressed for a client that accepts it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { gql, signUp, startTestCrm, tempDataDir, type TestCrm } from '../support/crmServer.ts';
import { parseCsv } from '../support/csv.ts';
import { decoded, rawRequest } from '../support/rawHttp.ts';
import { seedCustomers } from '../support/seedCustomers.ts';

const save = 'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }';
const remove = 'mutation Remove($id: ID!) { removeCustomer(id: $id) { id } }';
// owner: the owner's email (every customer here is the signed-up person's, who made them); phones and emails: every
// one as `label: value` (docs/product.md#phones-and-emails).
const header = 'id,fname,lname,email,phone,address,notes,status,owner,tags,company,phones,emails';

describe('customer export', () => {
  let crm: TestCrm;
  let token: string;
  let email: string;
  const ids: Record<string, string> = {};
  const exportUrl = (format: 'csv' | 'xlsx', query = '') => `${crm.url}/export/customers.${format}${query}`;
  const download = (
    format: 'csv' | 'xlsx',
    query = '',
    headers: Record<string, string> = { authorization: `Bearer ${token}` },
  ) => fetch(exportUrl(format, query), { headers });

  beforeAll(async () => {
    crm = await startTestCrm();
    ({ token, email } = await signUp(crm.url));
    const customers = {
      ada: {
        fname: 'Ada',
        lname: 'Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0000',
        address: '12 St James Square, London',
        notes: 'Says "hello",\r\nthen leaves',
      },
      formula: {
        fname: 'Eve',
        lname: 'Formula',
        email: 'eve@example.com',
        phone: '555 010 0000',
        address: '1 Cell Road',
        notes: '=HYPERLINK("http://evil.example","click")',
      },
      gone: {
        fname: 'Rem',
        lname: 'Oved',
        email: 'rem@example.com',
        phone: '555 010 0001',
        address: '2 Gone Lane',
        notes: '@SUM(A1)',
      },
    };
    for (const [key, input] of Object.entries(customers)) {
      const { body } = await gql<{ saveCustomer: { id: string } }>(crm.url, save, { input }, { token });
      ids[key] = body.data!.saveCustomer.id;
    }
    await gql(crm.url, remove, { id: ids.gone }, { token });
  });
  afterAll(() => crm.dispose());

  it('refuses a visitor, and takes the session as a Bearer token or as the cookie', async () => {
    const visitor = await download('csv', '', {});
    expect(visitor.status).toBe(401);
    expect(await visitor.text()).toBe('Sign in to export customers.');
    expect((await download('csv', '', { authorization: 'Bearer not-a-session' })).status).toBe(401);
    expect((await download('csv')).status).toBe(200);
    expect((await download('csv', '', { cookie: `crm_session=${token}` })).status).toBe(200);
  });

  it('sends the active list as CSV: byte order mark, header row, quoting, formulas neutralised, a download name', async () => {
    const response = await download('csv');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="customers-active-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')[0]).toBe(
      header
        .split(',')
        .map((name) => `"${name}"`)
        .join(','),
    );
    expect(parseCsv(text).slice(1)).toEqual([
      // Name order: Formula, then Lovelace; the removed customer is not in the active list.
      [
        ids.formula,
        'Eve',
        'Formula',
        'eve@example.com',
        '555 010 0000',
        '1 Cell Road',
        `'=HYPERLINK("http://evil.example","click")`,
        'true',
        email,
        '',
        '',
        'work: 555 010 0000',
        'work: eve@example.com',
      ],
      // A phone number is no formula: no apostrophe.
      [
        ids.ada,
        'Ada',
        'Lovelace',
        'ada@example.com',
        '+44 20 7946 0000',
        '12 St James Square, London',
        'Says "hello",\r\nthen leaves',
        'true',
        email,
        '',
        '',
        'work: +44 20 7946 0000',
        'work: ada@example.com',
      ],
    ]);
  });

  it('follows the filter and the search as the list does, and refuses a filter it does not know', async () => {
    // text() has already dropped the byte order mark.
    const rows = async (query: string) =>
      parseCsv(await (await download('csv', query)).text())
        .slice(1)
        .map((record) => record[0]);
    expect(await rows('?filter=REMOVED')).toEqual([ids.gone]);
    expect(await rows('?filter=ALL')).toEqual([ids.formula, ids.ada, ids.gone]);
    expect(await rows('?filter=ALL&search=LONDON')).toEqual([ids.ada]);
    expect(await rows('?filter=ALL&search=nobody')).toEqual([]);
    const bad = await download('csv', '?filter=EVERYONE');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe('filter must be one of ACTIVE, REMOVED, ALL.');
    expect((await download('csv', '?search=a&search=b')).status).toBe(400);
  });

  it('follows orderBy=FIELD:DIR as the list sorts, and refuses an order it does not know', async () => {
    const rows = async (query: string) =>
      parseCsv(await (await download('csv', query)).text())
        .slice(1)
        .map((record) => record[0]);
    // ada@ < eve@ < rem@; addresses 1 Cell Road < 2 Gone Lane < 12 St James Square (numbers by value).
    expect(await rows('?filter=ALL&orderBy=EMAIL:ASC')).toEqual([ids.ada, ids.formula, ids.gone]);
    expect(await rows('?filter=ALL&orderBy=EMAIL:DESC')).toEqual([ids.gone, ids.formula, ids.ada]);
    expect(await rows('?filter=ALL&orderBy=address')).toEqual([ids.formula, ids.gone, ids.ada]);
    expect(await rows('?filter=ALL&search=e&orderBy=ADDRESS:DESC')).toEqual([ids.ada, ids.gone, ids.formula]);
    const xlsx = new ExcelJS.Workbook();
    await xlsx.xlsx.load(await (await download('xlsx', '?orderBy=PHONE:DESC')).arrayBuffer());
    expect(xlsx.getWorksheet('Customers')!.getColumn(1).values.slice(2)).toEqual([ids.formula, ids.ada]);
    for (const query of [
      '?orderBy=AGE:ASC',
      '?orderBy=EMAIL:UP',
      '?orderBy=EMAIL:ASC&orderBy=PHONE:ASC',
      '?orderBy=',
    ]) {
      const bad = await download('csv', query);
      expect({ query, status: bad.status, text: await bad.text() }).toEqual({
        query,
        status: 400,
        text: 'orderBy must be FIELD:ASC or FIELD:DESC, FIELD one of FNAME, LNAME, EMAIL, PHONE, ADDRESS, NOTES, OWNER, COMPANY or field:<key>.',
      });
    }
  });

  it('sends only the chosen ids, any status, in the order, and refuses too many or none', async () => {
    const rows = async (query: string) =>
      parseCsv(await (await download('csv', query)).text())
        .slice(1)
        .map((record) => record[0]);
    expect(await rows(`?ids=${ids.gone},${ids.ada},no-such-customer&orderBy=EMAIL:DESC`)).toEqual([ids.gone, ids.ada]);
    expect(await rows(`?ids=${ids.ada}`)).toEqual([ids.ada]);
    for (const query of ['?ids=', `?ids=${Array.from({ length: 501 }, (_, i) => `c${i}`).join(',')}`]) {
      const bad = await download('csv', query);
      expect({ status: bad.status, text: await bad.text() }).toEqual({
        status: 400,
        text: 'ids must be 1 to 500 customer ids, separated by commas.',
      });
    }
  });

  it('sends the same rows as an Excel workbook, every cell text as it is (no apostrophe)', async () => {
    const response = await download('xlsx', '?filter=ALL');
    expect(response.headers.get('content-disposition')).toMatch(/filename="customers-all-[\d-]+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values[0]).toEqual(header.split(','));
    expect(values.slice(1).map((row) => row[0])).toEqual([ids.formula, ids.ada, ids.gone]);
    expect(values[1]![6]).toBe(`=HYPERLINK("http://evil.example","click")`);
    expect(values[3]![6]).toBe(`@SUM(A1)`);
    expect(sheet.getCell('G2').numFmt).toBe('@');
    expect(values[3]![7]).toBe('false');
  });
});

describe('customer export of a long list', () => {
  let crm: TestCrm;
  let token: string;
  const count = 30_000;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    await seedCustomers(dataDir, count);
    crm = await startTestCrm({ CRM_DATA_DIR: dataDir });
    ({ token } = await signUp(crm.url));
    // Writing 30,000 rows took 9 s alone and over 60 s beside a loaded machine's other test files.
  }, 180_000);
  afterAll(() => crm.dispose());

  it('streams: the first rows arrive long before the last, and every row comes', async () => {
    // The client runs in a process of its own: one sharing the server's event loop reads nothing until it is free.
    const client = `
      const started = performance.now();
      const response = await fetch(process.argv[1], { headers: { authorization: process.argv[2] } });
      const decoder = new TextDecoder();
      let text = '', firstRowsAt = 0;
      for await (const chunk of response.body) {
        text += decoder.decode(chunk, { stream: true });
        if (!firstRowsAt && text.split('\\r\\n').length > 10) firstRowsAt = performance.now() - started;
      }
      console.log(JSON.stringify({ contentLength: response.headers.get('content-length'), records: text.split('\\r\\n').length - 2, firstRowsAt, lastAt: performance.now() - started }));`;
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--input-type=module',
      '-e',
      client,
      `${crm.url}/export/customers.csv?filter=ALL`,
      `Bearer ${token}`,
    ]);
    const { contentLength, records, firstRowsAt, lastAt } = JSON.parse(stdout) as {
      contentLength: string | null;
      records: number;
      firstRowsAt: number;
      lastAt: number;
    };
    expect({ contentLength, records }).toEqual({ contentLength: null, records: count });
    // A file built whole before sending would put its first rows at about the same time as its last. Half, not less: on
    // a loaded machine the wait before the first byte (sign-in check, first read) was a quarter of the whole (210 of
    // 795 ms).
    expect(firstRowsAt).toBeLessThan(lastAt / 2);
  }, 60_000);

  /** The CSV as it crosses the wire (not decompressed), read as fast as it comes or a chunk each `pauseMs`. */
  const rawCsv = async (acceptEncoding: string, pauseMs = 0) => {
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding };
    const response = await rawRequest(`${crm.url}/export/customers.csv?filter=ALL`, { headers, pauseMs });
    return { encoding: response.headers['content-encoding'], sent: response.body, text: decoded(response) };
  };

  it('sends the CSV compressed to a client that accepts it, the same file once decoded, to a slow reader too', async () => {
    const plain = await rawCsv('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.sent.toString('utf8').split('\r\n')).toHaveLength(count + 2);

    const brotli = await rawCsv('gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotli.sent.length).toBeLessThan(plain.sent.length / 4);
    expect(brotli.text.equals(plain.sent)).toBe(true);

    // A reader that takes its time:
    // the export waits for the compressor as it would for the client, and still ends whole.
    const slow = await rawCsv('gzip', 2);
    expect(slow.encoding).toBe('gzip');
    expect(slow.text.equals(plain.sent)).toBe(true);
  }, 60_000);
});
