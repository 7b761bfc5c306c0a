// Traces over OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set, received by a real OTLP/HTTP endpoint (JSON):
// a span per HTTP request, per GraphQL operation and per store call, the store's inside the request's trace.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createInterface } from 'node:readline';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { gql, signUp, tempDataDir } from '../support/crmServer.ts';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }>;
}

/** An OTLP/HTTP traces endpoint that keeps every span it is sent. */
async function otlpReceiver() {
  const spans: OtlpSpan[] = [];
  const resources: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type']?.startsWith('application/json')) {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as {
          resourceSpans: Array<{
            resource: { attributes: OtlpSpan['attributes'] };
            scopeSpans: Array<{ spans: OtlpSpan[] }>;
          }>;
        };
        for (const resourceSpan of body.resourceSpans) {
          resources.push(
            resourceSpan.resource.attributes.find(({ key }) => key === 'service.name')?.value.stringValue ?? '',
          );
          for (const scope of resourceSpan.scopeSpans) spans.push(...scope.spans);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else res.writeHead(415).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    resources,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('traces', () => {
  it('reach the OTLP endpoint: the HTTP request, its GraphQL operation and the store call within it', async () => {
    const receiver = await otlpReceiver();
    // A process of its own, as in production: the exporter loads its HTTP agent with a dynamic import, which jest's
    // module sandbox refuses.
    const dataDir = tempDataDir();
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        CRM_DATA_DIR: dataDir,
        CRM_LOG_QUIET: 'false',
        CRM_SEED_DEMO: 'false',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_SERVICE_NAME: 'crm-under-test',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => server.once('exit', resolve));
    const url = await new Promise<string>((resolve) => {
      createInterface({ input: server.stdout! }).on('line', (line) => {
        const match = /listening on (http:\/\/[^;\s)]+)/.exec(line);
        if (match) resolve(match[1]!);
      });
    });
    try {
      const { token } = await signUp(url);
      const input = {
        fname: 'Traced',
        lname: 'Customer',
        email: 'traced@example.com',
        phone: '+1 212 555 0177',
        address: '1 Trace Street',
      };
      const { body } = await gql(
        url,
        'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
        { input },
        { token },
      );
      expect(body.errors).toBeUndefined();
    } finally {
      // Stopping flushes the spans still batched.
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    try {
      const named = (name: string) => receiver.spans.filter((span) => span.name === name);
      const store = named('store create');
      expect(store).toHaveLength(1);
      const request = receiver.spans.find((span) => span.spanId === store[0]!.parentSpanId);
      expect(request?.name).toBe('POST /graphql');
      expect(request!.traceId).toBe(store[0]!.traceId);
      expect(request!.attributes).toEqual(
        expect.arrayContaining([
          { key: 'http.response.status_code', value: { intValue: 200 } },
          { key: 'graphql.operation.name', value: { stringValue: 'Save' } },
        ]),
      );
      expect(named('graphql mutation Save').map((span) => span.traceId)).toEqual([store[0]!.traceId]);
      expect(new Set(receiver.resources)).toEqual(new Set(['crm-under-test']));
    } finally {
      await receiver.close();
    }
  }, 30_000);
});
