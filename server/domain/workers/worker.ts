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
