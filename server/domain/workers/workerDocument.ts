// Reads worker documents of the original Firestore shape (docs/stores.md#firestore) tolerantly:
// missing strings read as '', phones may be missing, birthday may be a Timestamp or a string,
// image may be bare base64 or a data: URL.
import type { WorkerRecord } from './worker.ts';

type TimestampLike = { toDate(): Date } | { seconds: number } | { _seconds: number };

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

function isoDate(date: Date): string | null {
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

export function birthdayFrom(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed;
    return isoDate(new Date(trimmed));
  }
  if (typeof value === 'number') return isoDate(new Date(value));
  if (typeof value === 'object') {
    const stamp = value as TimestampLike;
    if ('toDate' in stamp && typeof stamp.toDate === 'function') return isoDate(stamp.toDate());
    const seconds = 'seconds' in stamp ? stamp.seconds : '_seconds' in stamp ? stamp._seconds : undefined;
    if (typeof seconds === 'number') return isoDate(new Date(seconds * 1000));
  }
  return null;
}

export function phonesFrom(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text).filter(Boolean);
  const single = text(value);
  return single ? [single] : [];
}

const jpegMagic = [0xff, 0xd8, 0xff];

export function photoFrom(value: unknown): Buffer | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const base64 = value.trim().replace(/^data:[^,]*;base64,/, '');
  const bytes = Buffer.from(base64, 'base64');
  return jpegMagic.every((byte, index) => bytes[index] === byte) ? bytes : null;
}

export function workerFromDocument(id: string, data: Record<string, unknown>): WorkerRecord {
  return {
    id,
    name: text(data.name),
    phones: phonesFrom(data.phones),
    email: text(data.email),
    birthday: birthdayFrom(data.birthday),
    photo: photoFrom(data.image),
  };
}
