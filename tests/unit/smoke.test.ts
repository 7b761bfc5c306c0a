import { describe, expect, it } from '@jest/globals';
import { createClient } from 'graphql-ws';
import { startCrm } from '../../server/crm.ts';
import { readConfig } from '../../server/config.ts';
describe('smoke', () => {
  it('loads', async () => {
    expect(typeof createClient).toBe('function');
    expect(typeof startCrm).toBe('function');
    expect(readConfig({}).port).toBe(4000);
  });
});
