import { createHash } from 'node:crypto';

export interface Worker {
  id: string;
  name: string;
  phones: string[];
  email: string;
  /** YYYY-MM-DD, or null when unknown */
  birthday: string | null;
  hasPhoto: boolean;
}

export interface WorkerPhoto {
  jpeg: Buffer;
  /** A strong validator of the bytes, for ETag */
  etag: string;
}

/** A worker as written by a store or an import, photo included. */
export interface WorkerRecord extends Omit<Worker, 'hasPhoto'> {
  photo: Buffer | null;
}

/** A strong ETag for a photo's bytes. */
export function photoEtag(jpeg: Buffer): string {
  return `"${createHash('sha256').update(jpeg).digest('base64url').slice(0, 27)}"`;
}
