// HTTP requests that keep the body as it crossed the wire, so a test can check the encoding itself (fetch would
// decode it), and the decoding that a browser would do.
import http from 'node:http';
import zlib from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it crossed the wire (not decompressed) */
  body: Buffer;
}

export interface RawRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Read a chunk, then wait this long before the next: a slow reader */
  pauseMs?: number;
}

export function rawRequest(
  url: string,
  { method = 'GET', headers = {}, body, pauseMs = 0 }: RawRequest = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (pauseMs) {
          response.pause();
          setTimeout(() => response.resume(), pauseMs);
        }
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A GET that leaves the body as sent. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawRequest(url, { headers });
}

/** The body as the browser reads it: brotli or gzip undone by its Content-Encoding. */
export function decoded(response: RawResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body);
  if (encoding === 'gzip') return zlib.gunzipSync(response.body);
  return response.body;
}
