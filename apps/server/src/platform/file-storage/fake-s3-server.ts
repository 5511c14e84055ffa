import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// Test helper: a tiny stand-in for an S3-compatible endpoint (no real S3 is reachable in tests).

export type TRecordedRequest = {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
};

export type TFakeS3 = {
  endpoint: string;
  /** Objects by request path (`/bucket/key`). */
  objects: Map<string, Buffer>;
  requests: TRecordedRequest[];
  /** The next request answers this status with an S3-style error body. */
  failNextWith: (status: number) => void;
  close: () => Promise<void>;
};

/** Keeps objects in memory and records every request; PUT, GET and DELETE behave like S3's. */
export async function startFakeS3(): Promise<TFakeS3> {
  const objects = new Map<string, Buffer>();
  const requests: TRecordedRequest[] = [];
  let failure: number | null = null;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const key = req.url ?? '/';
      requests.push({ method: req.method ?? '', url: key, headers: req.headers, body });
      if (failure) {
        res.writeHead(failure).end('<Error><Code>SlowDown</Code></Error>');
        failure = null;
        return;
      }
      if (req.method === 'PUT') {
        objects.set(key, body);
        res.writeHead(200, { etag: '"fake"' }).end();
      } else if (req.method === 'GET') {
        const found = objects.get(key);
        if (found) res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(found);
        else res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    failNextWith: (status) => {
      failure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
