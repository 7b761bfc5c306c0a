// A store read held a moment (server/domain/heldRead.ts): a finished read is served as a value, not a promise; past its
// time it is served until the next read finishes; forget() serves nothing held.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { HeldRead } from '../../server/domain/heldRead.ts';

/** Reads whose answers the test gives, one at a time. */
function reads() {
  const pending: Array<{ resolve(value: string): void; reject(error: Error): void }> = [];
  const read = jest.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  return {
    read,
    answer: (value: string) => pending.shift()!.resolve(value),
    fail: () => pending.shift()!.reject(new Error('gone')),
  };
}

let clock = 1_000_000;
afterEach(() => {
  jest.restoreAllMocks();
});
const at = (ms: number) => jest.spyOn(Date, 'now').mockReturnValue((clock += ms));

describe('HeldRead', () => {
  it('serves a finished read as its value, and reads again after forget()', async () => {
    at(0);
    const { read, answer } = reads();
    const held = new HeldRead(read, 2_000);
    const first = held.now();
    expect(first).toBeInstanceOf(Promise);
    answer('a');
    expect(await first).toBe('a');
    expect(held.now()).toBe('a');
    expect(await held.get()).toBe('a');
    expect(read).toHaveBeenCalledTimes(1);
    held.forget();
    const next = held.now();
    expect(next).toBeInstanceOf(Promise);
    answer('b');
    expect(await next).toBe('b');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('past its time, serves the value it had until the next read has finished, then that one', async () => {
    at(0);
    const { read, answer } = reads();
    const held = new HeldRead(read, 2_000);
    const first = held.get();
    answer('a');
    await first;
    at(2_001);
    expect(held.now()).toBe('a');
    expect(read).toHaveBeenCalledTimes(2);
    const next = held.get();
    expect(held.now()).toBe('a');
    answer('b');
    expect(await next).toBe('b');
    expect(held.now()).toBe('b');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('hands a failed read to its callers, and the next caller reads again', async () => {
    at(0);
    const { read, answer, fail } = reads();
    const held = new HeldRead(read, 2_000);
    const first = held.get();
    fail();
    await expect(first).rejects.toThrow('gone');
    const next = held.now();
    expect(next).toBeInstanceOf(Promise);
    answer('b');
    expect(await next).toBe('b');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
