// The small rules of bulk changes and sorted exports, alone: what a selection is, what undo may touch, FIELD:DIR.
import { describe, expect, it } from '@jest/globals';
import { bulkUndoOf, selectionKind } from '../../server/domain/bulk/customerBulk.ts';
import type { Customer } from '../../server/domain/customers/customer.ts';
import { parseExportOrder } from '../../server/domain/customers/customerExport.ts';
import { customerFixture } from '../support/customerFixture.ts';

const customer = (overrides: Partial<Customer> = {}) => customerFixture({ status: false, version: 4, ...overrides });

describe('bulk changes', () => {
  it('reads a selection as ids or as a filter and search, never both, never neither', () => {
    expect(selectionKind({ ids: [] })).toBe('ids');
    expect(selectionKind({ ids: ['a'] })).toBe('ids');
    expect(selectionKind({ filter: 'ALL' })).toBe('filter');
    expect(selectionKind({ filter: 'ACTIVE', search: 'springfield' })).toBe('filter');
    expect(selectionKind({ ids: ['a'], filter: 'ACTIVE' })).toEqual({
      selection: 'Choose customers by ids or by filter and search, not both',
    });
    expect(selectionKind({ ids: ['a'], search: 'x' })).toEqual({
      selection: 'Choose customers by ids or by filter and search, not both',
    });
    expect(selectionKind({})).toEqual({ selection: 'Choose customers by ids, or by a filter and a search' });
    expect(selectionKind({ search: 'x' })).toEqual({
      selection: 'Choose customers by ids, or by a filter and a search',
    });
  });

  it('undoes a customer only as the bulk change left it: the same version and status', () => {
    const record = { customerId: 'c1', status: false, version: 4 };
    expect(bulkUndoOf(customer(), record)).toBe('revert');
    expect(bulkUndoOf(customer({ version: 5 }), record)).toBe('kept');
    expect(bulkUndoOf(customer({ status: true }), record)).toBe('kept');
    expect(bulkUndoOf(null, record)).toBe('gone');
  });
});

describe('an export’s orderBy', () => {
  it('reads FIELD:DIR, either case, the direction ascending when left out, and nothing else', () => {
    expect(parseExportOrder('EMAIL:DESC')).toEqual({ field: 'EMAIL', direction: 'DESC' });
    expect(parseExportOrder('phone:asc')).toEqual({ field: 'PHONE', direction: 'ASC' });
    expect(parseExportOrder('notes')).toEqual({ field: 'NOTES', direction: 'ASC' });
    for (const bad of ['', 'AGE:ASC', 'EMAIL:UP', 'EMAIL:', ':ASC', 'EMAIL:ASC:DESC', 'EMAIL DESC'])
      expect(parseExportOrder(bad)).toBeNull();
  });
});
