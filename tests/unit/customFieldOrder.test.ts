// The custom field order and filters alone, as server and browser share them (customFields/fieldOrdering.ts,
// fieldFilters.ts): numbers by value, dates by day, checkboxes unticked first, text as names are read, no value last
// either way, ties by name; each filter type, and the bad filters named.
import { describe, expect, it } from '@jest/globals';
import type { CustomField } from '../../server/domain/customFields/customField.ts';
import { checkedFieldFilters, matchesFieldFilters } from '../../server/domain/customFields/fieldFilters.ts';
import { numberOrderKey } from '../../server/domain/customFields/fieldOrdering.ts';
import { sortInOrder } from '../../server/domain/customers/customerOwners.ts';
import { orderColumnOf, orderOfColumn, type SortDirection } from '../../server/domain/ordering.ts';
import { customerFixture } from '../support/customerFixture.ts';

const field = (key: string, type: CustomField['type'], options: string[] = []) => ({ key, type, options });

/** Customers named by their value, ordered by the field going `direction`: their last names in order. */
function ordered(type: CustomField['type'], values: readonly (string | null)[], direction: SortDirection): string[] {
  const customers = values.map((value, index) =>
    customerFixture({
      id: `c${index}`,
      lname: value ?? `none${index}`,
      fname: 'Same',
      ...(value !== null && { fields: { v: value } }),
    }),
  );
  const names = { emails: new Map(), companies: new Map(), customField: { key: 'v', type } };
  return sortInOrder(customers, { field: 'CUSTOM', fieldKey: 'v', direction }, names).map(({ lname }) => lname);
}

describe('custom field order', () => {
  it('keys numbers so that text comparison follows their value, negative and decimal too', () => {
    const numbers = [-1e300, -12.5, -2, -1, -0.001, 0, 1e-9, 0.5, 1, 9, 10, 10.25, 1e3, 1e300];
    const keys = numbers.map(numberOrderKey);
    expect([...keys].sort()).toEqual(keys);
    expect(numberOrderKey(-0)).toBe(numberOrderKey(0));
  });

  it('sorts numbers by value with no value last either way', () => {
    const values = ['10', null, '9', '-3', '2.5', '-10', '1e1', null, '0'];
    // 10 and 1e1 are equal: the name order ('1e1' before '10') decides, reversed going down.
    expect(ordered('NUMBER', values, 'ASC')).toEqual(['-10', '-3', '0', '2.5', '9', '1e1', '10', 'none1', 'none7']);
    expect(ordered('NUMBER', values, 'DESC')).toEqual(['10', '1e1', '9', '2.5', '0', '-3', '-10', 'none7', 'none1']);
  });

  it('sorts dates by day, text as names are read (accents and case aside), checkboxes unticked first', () => {
    expect(ordered('DATE', ['2024-02-29', null, '1999-12-31', '2024-10-01'], 'ASC')).toEqual([
      '1999-12-31',
      '2024-02-29',
      '2024-10-01',
      'none1',
    ]);
    expect(ordered('TEXT', ['émile', 'Zoë', null, 'Eva', 'unit 10', 'Unit 9'], 'ASC')).toEqual([
      'émile',
      'Eva',
      'Unit 9',
      'unit 10',
      'Zoë',
      'none2',
    ]);
    expect(ordered('CHECKBOX', ['true', null, 'false'], 'ASC')).toEqual(['false', 'true', 'none1']);
    expect(ordered('CHECKBOX', ['true', null, 'false'], 'DESC')).toEqual(['true', 'false', 'none1']);
  });

  it('names a custom order’s column field:<key>, as the address and the exports do', () => {
    const order = orderOfColumn('field:deal_value', 'DESC');
    expect(order).toEqual({ field: 'CUSTOM', fieldKey: 'deal_value', direction: 'DESC' });
    expect(orderColumnOf(order)).toBe('field:deal_value');
    expect(orderColumnOf({ field: 'EMAIL', direction: 'ASC' })).toBe('EMAIL');
  });
});

describe('custom field filters', () => {
  const fields = [
    field('story', 'TEXT'),
    field('site', 'URL'),
    field('stage', 'SELECT', ['Lead', 'Won']),
    field('channels', 'MULTI_SELECT', ['Email', 'Phone']),
    field('newsletter', 'CHECKBOX'),
    field('value', 'NUMBER'),
    field('since', 'DATE'),
  ];
  const passes = (values: Record<string, string>, filters: Parameters<typeof checkedFieldFilters>[1]) => {
    const checked = checkedFieldFilters(fields, filters);
    if (!checked.ok) throw new Error(JSON.stringify(checked.fields));
    return matchesFieldFilters((key) => values[key], checked.filters);
  };

  it('matches each type as the list reads it', () => {
    expect(passes({ story: 'Met at the Café Müller' }, [{ key: 'story', value: 'cafe MULLER' }])).toBe(true);
    expect(passes({}, [{ key: 'story', value: 'cafe' }])).toBe(false);
    expect(passes({ site: 'https://Example.com' }, [{ key: 'site', value: 'example' }])).toBe(true);
    expect(passes({ stage: 'Lead' }, [{ key: 'stage', value: 'Lead' }])).toBe(true);
    expect(passes({ stage: 'Won' }, [{ key: 'stage', value: 'Lead' }])).toBe(false);
    expect(passes({ channels: '["Email","Phone"]' }, [{ key: 'channels', value: 'Phone' }])).toBe(true);
    expect(passes({ channels: '["Email"]' }, [{ key: 'channels', value: 'Phone' }])).toBe(false);
    expect(passes({ newsletter: 'true' }, [{ key: 'newsletter', value: 'true' }])).toBe(true);
    // No value is an unticked box.
    expect(passes({}, [{ key: 'newsletter', value: 'false' }])).toBe(true);
    expect(passes({ newsletter: 'true' }, [{ key: 'newsletter', value: 'false' }])).toBe(false);
    expect(passes({ value: '10' }, [{ key: 'value', min: '9.5', max: '10' }])).toBe(true);
    expect(passes({ value: '-2' }, [{ key: 'value', min: '-3' }])).toBe(true);
    expect(passes({ value: '1e3' }, [{ key: 'value', max: '999' }])).toBe(false);
    expect(passes({}, [{ key: 'value', max: '999' }])).toBe(false);
    expect(passes({ value: '7' }, [{ key: 'value', value: '7.0' }])).toBe(true);
    expect(passes({ since: '2024-02-29' }, [{ key: 'since', min: '2024-01-01', max: '2024-02-29' }])).toBe(true);
    expect(passes({ since: '2024-03-01' }, [{ key: 'since', max: '2024-02-29' }])).toBe(false);
    // Several filters: all of them.
    const both = [
      { key: 'stage', value: 'Lead' },
      { key: 'value', min: '5' },
    ];
    expect(passes({ stage: 'Lead', value: '6' }, both)).toBe(true);
    expect(passes({ stage: 'Lead', value: '4' }, both)).toBe(false);
  });

  it('names fieldFilters for an unknown key, an option not offered, a bound that is no number or date', () => {
    const problem = (filters: Parameters<typeof checkedFieldFilters>[1]) => {
      const checked = checkedFieldFilters(fields, filters);
      return checked.ok ? null : checked.fields;
    };
    expect(problem([{ key: 'nope', value: 'x' }])).toEqual({ fieldFilters: expect.stringContaining('"nope"') });
    expect(problem([{ key: 'stage', value: 'Lost' }])).toEqual({ fieldFilters: expect.stringContaining('"stage"') });
    expect(problem([{ key: 'channels', value: 'Fax' }])).toEqual({ fieldFilters: expect.any(String) });
    expect(problem([{ key: 'value', min: 'ten' }])).toEqual({ fieldFilters: expect.stringContaining('number') });
    expect(problem([{ key: 'value' }])).toEqual({ fieldFilters: expect.any(String) });
    expect(problem([{ key: 'since', max: '2024-02-30' }])).toEqual({ fieldFilters: expect.stringContaining('date') });
    expect(problem([{ key: 'newsletter', value: 'yes' }])).toEqual({ fieldFilters: expect.any(String) });
    expect(problem([{ key: 'story', value: '  ' }])).toEqual({ fieldFilters: expect.any(String) });
    expect(problem([])).toBeNull();
  });
});
