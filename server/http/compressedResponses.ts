// What the server compresses as it sends, by the client's Accept-Encoding (brotli, else gzip), with the compression
// middleware. Its pages and scripts are compressed once, at build time (webApp.ts).
// Compressed lengths give nothing away (the attack on compressed secrets needs a page of another site to send requests
// whose text is answered beside a secret): that page cannot make a browser send a GraphQL request with the session's
// cookie (csrfPrevention, docs/security.md), and a download's file repeats nothing of its request.
import compression from 'compression';
import type { RequestHandler } from 'express';
import { httpLimits } from '../limits.ts';

/**
 * GraphQL answers, from 1 KB (the middleware's threshold: less gains less than the header costs) up to
 * httpLimits.compressedAnswerBytes. The answers a phone waits on are of a few kilobytes (the dashboard's figures, a
 * customer with its history, the Team page); a larger one, a whole customer list, is kept as text and sent to every
 * caller as it is (graphql/customerListCache.ts), and compressing it again for each request would cost the server more
 * than the kept text saves.
 */
export function compressedAnswers(): RequestHandler {
  return compression({
    filter: (req, res) =>
      Number(res.getHeader('Content-Length')) <= httpLimits.compressedAnswerBytes && compression.filter(req, res),
  });
}

/**
 * Downloads (the CSV export, a customer's data as JSON), compressed as they stream: a download is asked for once,
 * and a list's CSV shrinks several times over. The XLSX export has none: its file is a zip already.
 */
export function compressedDownloads(): RequestHandler {
  return compression();
}
