import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

/**
 * A real OTLP/HTTP trace receiver: POST /v1/traces with a protobuf ExportTraceServiceRequest, as
 * the portal's exporter sends it. The messages are decoded here from the wire format (the few
 * fields the tests read, numbered as in opentelemetry-proto's trace.proto and common.proto).
 */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean>;
  links: { traceId: string; spanId: string }[];
}

export interface OtlpReceiver {
  url: string;
  spans: ReceivedSpan[];
  /** Every POST received (an empty export counts: it shows the exporter ran). */
  posts: number;
  stop(): Promise<void>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const receiver: OtlpReceiver = { url: '', spans: [], posts: 0, stop: async () => {} };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/traces') {
      res.writeHead(404).end();
      return;
    }
    receiver.posts += 1;
    receiver.spans.push(...decodeExport(Buffer.concat(chunks)));
    res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  receiver.stop = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

type Field = { no: number; wire: number; value: bigint | Buffer };

function* fields(buf: Buffer): Generator<Field> {
  let i = 0;
  const varint = () => {
    let result = 0n;
    let shift = 0n;
    for (;;) {
      const b = buf[i++];
      result |= BigInt(b & 0x7f) << shift;
      if (!(b & 0x80)) return result;
      shift += 7n;
    }
  };
  while (i < buf.length) {
    const key = Number(varint());
    const no = key >> 3;
    const wire = key & 7;
    if (wire === 0) yield { no, wire, value: varint() };
    else if (wire === 1) { yield { no, wire, value: buf.subarray(i, i + 8) }; i += 8; }
    else if (wire === 5) { yield { no, wire, value: buf.subarray(i, i + 4) }; i += 4; }
    else if (wire === 2) { const len = Number(varint()); yield { no, wire, value: buf.subarray(i, i + len) }; i += len; }
    else throw new Error(`protobuf wire type ${wire} not expected`);
  }
}

const bytes = (f: Field) => f.value as Buffer;

function anyValue(buf: Buffer): string | number | boolean {
  for (const f of fields(buf)) {
    if (f.no === 1) return bytes(f).toString('utf8');
    if (f.no === 2) return (f.value as bigint) !== 0n;
    if (f.no === 3) return Number(BigInt.asIntN(64, f.value as bigint));
    if (f.no === 4) return bytes(f).readDoubleLE(0);
  }
  return '';
}

function attributes(list: Buffer[]): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const kv of list) {
    let key = '';
    let value: string | number | boolean = '';
    for (const f of fields(kv)) {
      if (f.no === 1) key = bytes(f).toString('utf8');
      if (f.no === 2) value = anyValue(bytes(f));
    }
    out[key] = value;
  }
  return out;
}

function decodeSpan(buf: Buffer, service: string): ReceivedSpan {
  const span: ReceivedSpan = { service, traceId: '', spanId: '', parentSpanId: '', name: '', kind: 0, attributes: {}, links: [] };
  const attrs: Buffer[] = [];
  for (const f of fields(buf)) {
    if (f.no === 1) span.traceId = bytes(f).toString('hex');
    else if (f.no === 2) span.spanId = bytes(f).toString('hex');
    else if (f.no === 4) span.parentSpanId = bytes(f).toString('hex');
    else if (f.no === 5) span.name = bytes(f).toString('utf8');
    else if (f.no === 6) span.kind = Number(f.value);
    else if (f.no === 9) attrs.push(bytes(f));
    else if (f.no === 13) {
      const link = { traceId: '', spanId: '' };
      for (const l of fields(bytes(f))) {
        if (l.no === 1) link.traceId = bytes(l).toString('hex');
        if (l.no === 2) link.spanId = bytes(l).toString('hex');
      }
      span.links.push(link);
    }
  }
  span.attributes = attributes(attrs);
  return span;
}

/** ExportTraceServiceRequest { resource_spans = 1 { resource = 1 { attributes = 1 }, scope_spans = 2 { spans = 2 } } } */
export function decodeExport(buf: Buffer): ReceivedSpan[] {
  const spans: ReceivedSpan[] = [];
  for (const rs of fields(buf)) {
    if (rs.no !== 1) continue;
    let service = '';
    const scopes: Buffer[] = [];
    for (const f of fields(bytes(rs))) {
      if (f.no === 1) service = String(attributes([...fields(bytes(f))].filter((a) => a.no === 1).map(bytes))['service.name'] ?? '');
      if (f.no === 2) scopes.push(bytes(f));
    }
    for (const scope of scopes) for (const f of fields(scope)) if (f.no === 2) spans.push(decodeSpan(bytes(f), service));
  }
  return spans;
}
