// GET /metrics (Prometheus text): on a port of its own with CRM_METRICS_PORT, or beside the app behind
// CRM_METRICS_TOKEN, or not at all (docs/configuration.md).
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { Express } from 'express';
import type { Config } from '../config.ts';
import { bearerToken } from './cookies.ts';

/**
 * Serves metricsText() as GET /metrics as the config says; answers the server of CRM_METRICS_PORT, listening, if any.
 */
export async function serveMetrics(
  app: Express,
  config: Config,
  contentType: string,
  metricsText: () => Promise<string>,
): Promise<http.Server | null> {
  // With CRM_METRICS_PORT, /metrics is served there only (a port the load balancer does not expose).
  let metricsServer: http.Server | null = null;
  if (config.metricsPort !== undefined) {
    metricsServer = http.createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.');
        return;
      }
      metricsText().then(
        (text) => res.writeHead(200, { 'content-type': contentType }).end(text),
        () => res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal server error.'),
      );
    });
    await new Promise<void>((resolve, reject) => {
      metricsServer!.once('error', reject);
      metricsServer!.listen(config.metricsPort, config.host, () => resolve());
    });
  } else if (config.metricsToken) {
    const expected = createHash('sha256').update(config.metricsToken).digest();
    app.get('/metrics', async (req, res) => {
      const given = createHash('sha256')
        .update(bearerToken(req.headers.authorization) ?? '')
        .digest();
      if (!timingSafeEqual(given, expected)) {
        res
          .status(401)
          .set('WWW-Authenticate', 'Bearer')
          .type('text/plain')
          .send('A bearer token is needed for /metrics.');
        return;
      }
      res.type(contentType).send(await metricsText());
    });
  }
  return metricsServer;
}
