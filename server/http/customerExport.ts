// GET /export/customers.csv and /export/customers.xlsx: what the customers list shows for a
// filter and a search, for signed-in users, streamed a batch at a time with no row cap.
import type { EventEmitter } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Request, Response } from 'express';
import ExcelJS from 'exceljs';
import type { CustomerFilter } from '../domain/customers/customer.ts';
import {
  csvRecord,
  exportCells,
  exportHeader,
  exportFilters,
  parseExportFieldFilters,
  parseExportOrder,
  exportSortFieldNames,
} from '../domain/customers/customerExport.ts';
import { customOrderField, fieldFiltersOf } from '../domain/customers/listChecks.ts';
import { InvalidInputError } from '../domain/errors.ts';
import { defaultCustomerOrder } from '../domain/ordering.ts';
import { activeFields } from '../domain/customFields/customFieldService.ts';
import { can, permissionMessages } from '../domain/team/team.ts';
import { apiBudgetCosts, exportLimits } from '../limits.ts';
import { log } from '../log.ts';
import { taskData } from '../domain/tasks/task.ts';
import type { Services } from '../services.ts';
import { signInMessages } from '../domain/signin/signInSessions.ts';
import type { ApiBudget } from './apiBudget.ts';

export type ExportFormat = 'csv' | 'xlsx';

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
/** Spreadsheet apps read a CSV as UTF-8 only when it starts with the byte order mark. */
const byteOrderMark = '\uFEFF';

/**
 * Between batches: waits, when the last write said so (`written` false: the client, or the compressor in front of it,
 * holds more than it should), until what was sent has gone on, so memory holds about one batch whatever the list's
 * size; else lets the event loop turn, so the batch goes out now and other requests are not held up. A writer that
 * writes to the response itself (the XLSX one) is asked after by the response's own buffer.
 */
function drained(res: Response, written = !res.writableNeedDrain): Promise<void> {
  if (written) return nextTurn();
  return new Promise((resolve) => {
    let drains: EventEmitter = res;
    const done = () => {
      drains.off('drain', done);
      res.off('close', done);
      resolve();
    };
    // Behind the compression middleware, 'drain' is the compressor's: res.on hands it the listener, and answers it.
    drains = res.on('drain', done);
    res.on('close', done);
  });
}

function badRequest(res: Response, message: string): void {
  res.status(400).type('text/plain').send(message);
}

export function customerExportHandler(
  services: Services,
  budget: ApiBudget,
  tokenFor: (req: Request) => string | null,
  clientAddress: (req: Request) => string,
  format: ExportFormat,
) {
  return async (req: Request, res: Response) => {
    const token = tokenFor(req);
    const viewer = token ? await services.accounts.viewerFor(token) : null;
    if (!viewer) {
      res.status(401).type('text/plain').send('Sign in to export customers.');
      return;
    }
    if (viewer.mustEnrolSecondFactor) {
      res.status(403).type('text/plain').send(signInMessages.mustEnrol);
      return;
    }
    if (!can(viewer.role, 'customers.transfer')) {
      res.status(403).type('text/plain').send(permissionMessages['customers.transfer']);
      return;
    }
    if (!(await budget.admitDownload(viewer.uid, apiBudgetCosts.read, res))) return;
    const { filter = 'ACTIVE', search = '', orderBy, ids, owner, tagIds, companyId, fieldFilters } = req.query;
    if (companyId !== undefined && (typeof companyId !== 'string' || !companyId)) {
      badRequest(res, "companyId must be a company's id.");
      return;
    }
    // Tags as the list's tagIds argument: customers carrying all of them; one parameter, ids separated by commas.
    if (tagIds !== undefined && typeof tagIds !== 'string') {
      badRequest(res, 'tagIds must be tag ids separated by commas.');
      return;
    }
    const tagged = tagIds?.split(',').filter(Boolean) ?? null;
    if (owner !== undefined && (typeof owner !== 'string' || !owner)) {
      badRequest(res, 'owner must be a member\'s uid, or "me".');
      return;
    }
    // "me": the caller (an API key: its creator), as the list's owner argument reads it.
    const ownerUid = owner === 'me' ? (services.team.memberUidOf(viewer) ?? 'nobody') : (owner ?? null);
    if (typeof filter !== 'string' || !exportFilters.includes(filter as CustomerFilter)) {
      badRequest(res, `filter must be one of ${exportFilters.join(', ')}.`);
      return;
    }
    if (typeof search !== 'string' || search.length > exportLimits.searchLength) {
      badRequest(res, `search must be one text of at most ${exportLimits.searchLength} characters.`);
      return;
    }
    const order =
      orderBy === undefined ? defaultCustomerOrder : typeof orderBy === 'string' ? parseExportOrder(orderBy) : null;
    if (!order) {
      badRequest(
        res,
        `orderBy must be FIELD:ASC or FIELD:DESC, FIELD one of ${exportSortFieldNames.join(', ')} or field:<key>.`,
      );
      return;
    }
    // Custom field filters as the lists' fieldFilters argument, in JSON; checked with the order before a byte goes out.
    const fieldInputs =
      fieldFilters === undefined ? [] : typeof fieldFilters === 'string' ? parseExportFieldFilters(fieldFilters) : null;
    if (!fieldInputs) {
      badRequest(res, 'fieldFilters must be a JSON array of {"key", "value", "min", "max"}.');
      return;
    }
    let fields;
    try {
      await customOrderField(services.customFields, order);
      fields = await fieldFiltersOf(services.customFields, fieldInputs);
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      badRequest(
        res,
        Object.entries(error.fields)
          .map(([name, message]) => `${name}: ${message}.`)
          .join(' '),
      );
      return;
    }
    const chosen = ids === undefined ? null : typeof ids === 'string' ? ids.split(',').filter(Boolean) : [];
    if (chosen && (chosen.length === 0 || chosen.length > exportLimits.ids)) {
      badRequest(res, `ids must be 1 to ${exportLimits.ids} customer ids, separated by commas.`);
      return;
    }
    await services.team.record(
      viewer,
      { ip: clientAddress(req) },
      'customers.exported',
      `${filter} customers`,
      `${format.toUpperCase()}${search ? `, search ${JSON.stringify(search)}` : ''}${chosen ? `, ${chosen.length} chosen` : ''}`,
    );
    const date = new Date().toISOString().slice(0, 10);
    res.set({
      'Content-Type': contentTypes[format],
      'Content-Disposition': `attachment; filename="customers-${filter.toLowerCase()}-${date}.${format}"`,
      'Cache-Control': 'no-store',
    });
    // The rows are priced as they stream: the budget runs out for the next request, never halfway through this file.
    let rowsSent = 0;
    const spendRows = (rows: number) => {
      const points =
        Math.floor((rowsSent + rows) / apiBudgetCosts.exportRowsPerPoint) -
        Math.floor(rowsSent / apiBudgetCosts.exportRowsPerPoint);
      rowsSent += rows;
      return budget.charge(viewer.uid, points);
    };
    const batches = chosen
      ? services.customers.chosen(chosen, order)
      : services.customers.batches(filter as CustomerFilter, search, undefined, order, {
          owner: ownerUid,
          tagIds: tagged,
          companyId: companyId ?? null,
          fields,
        });
    const emails = services.team.memberEmails();
    const tagNames = new Map([...(await services.tags.byId())].map(([id, tag]) => [id, tag.name]));
    const fieldKeys = activeFields(await services.customFields.all(true)).map(({ key }) => key);
    const header = exportHeader(fieldKeys);
    const companyNames = await services.companies.names();
    try {
      if (format === 'csv') {
        res.write(byteOrderMark + csvRecord(header));
        for await (const batch of batches) {
          if (res.destroyed) return;
          await spendRows(batch.length);
          await drained(
            res,
            res.write(
              batch
                .map((customer) => csvRecord(exportCells(customer, emails, tagNames, companyNames, fieldKeys)))
                .join(''),
            ),
          );
        }
        res.end();
      } else {
        const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
          stream: res,
          useSharedStrings: false,
          useStyles: true,
        });
        const sheet = workbook.addWorksheet('Customers');
        // Text cells in columns formatted as text ('@'): a spreadsheet shows them as they are and never runs one.
        sheet.columns = header.map((key) => ({ key, style: { numFmt: '@' } }));
        sheet.addRow(header).commit();
        for await (const batch of batches) {
          if (res.destroyed) return;
          await spendRows(batch.length);
          for (const customer of batch)
            sheet.addRow(exportCells(customer, emails, tagNames, companyNames, fieldKeys)).commit();
          await drained(res);
        }
        sheet.commit();
        await workbook.commit();
      }
    } catch (error) {
      log.error(`export of customers (${format}) failed [${res.locals.requestId as string}]`, error);
      // Headers are out: the client sees a cut-off download, never a file that looks whole.
      if (res.headersSent) res.destroy();
      else res.status(500).type('text/plain').send('The export failed; try again.');
    }
  };
}

const iso = (at: number) => new Date(at).toISOString();

/**
 * GET /export/customers/:id.json: everything the product holds about one customer (its data, its whole history, its
 * import and bulk-change records and the webhook events about it), for the roles that may export, audited as exports
 * are. Times are ISO 8601, as the API gives them.
 */
export function customerDataHandler(
  services: Services,
  budget: ApiBudget,
  tokenFor: (req: Request) => string | null,
  clientAddress: (req: Request) => string,
) {
  return async (req: Request, res: Response) => {
    const token = tokenFor(req);
    const viewer = token ? await services.accounts.viewerFor(token) : null;
    if (!viewer) {
      res.status(401).type('text/plain').send('Sign in to download a customer’s data.');
      return;
    }
    if (viewer.mustEnrolSecondFactor) {
      res.status(403).type('text/plain').send(signInMessages.mustEnrol);
      return;
    }
    if (!can(viewer.role, 'customers.transfer')) {
      res.status(403).type('text/plain').send(permissionMessages['customers.transfer']);
      return;
    }
    if (!(await budget.admitDownload(viewer.uid, apiBudgetCosts.read, res))) return;
    const id = String(req.params.id ?? '');
    try {
      const data = await services.customers.download(id);
      if (!data) {
        res.status(404).type('text/plain').send('There is no customer with this id.');
        return;
      }
      await services.team.record(
        viewer,
        { ip: clientAddress(req) },
        'customers.exported',
        `customer ${id}`,
        'JSON, everything held about the customer',
      );
      const body = {
        exportedAt: iso(Date.now()),
        customer: data.customer,
        history: data.history.map(({ at, ...entry }) => ({ at: iso(at), ...entry })),
        imports: data.imports.map(({ at, ...record }) => ({ at: iso(at), ...record })),
        bulkChanges: data.bulkChanges.map(({ at, ...record }) => ({ at: iso(at), ...record })),
        activities: data.activities.map(({ at, createdAt, editedAt, ...activity }) => ({
          at: iso(at),
          createdAt: iso(createdAt),
          editedAt: editedAt === null ? null : iso(editedAt),
          ...activity,
        })),
        webhookEvents: data.webhookEvents.map(({ at, ...event }) => ({ at: iso(at), ...event })),
        tasks: (await services.tasks.ofCustomer(id)).map(taskData),
      };
      res.set({
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="customer-${id.replace(/[^A-Za-z0-9_-]/g, '_')}.json"`,
        'Cache-Control': 'no-store',
      });
      res.send(`${JSON.stringify(body, null, 2)}\n`);
    } catch (error) {
      log.error(`download of a customer's data failed [${res.locals.requestId as string}]`, error);
      res.status(500).type('text/plain').send('The download failed; try again.');
    }
  };
}
