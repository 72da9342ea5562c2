// The revenue bench's HTTP client, in a process of its own (child_process.fork from revenue.cjs): the
// API's timings then hold none of the SQL replay's garbage collections (the replay parses hundreds of
// rows a run in the bench's own process), nor the replay any of this client's. One request at a time
// on a kept-alive connection; timed with process.hrtime.
'use strict';
const http = require('node:http');

let agent;
let request;

function post(url, headers, body) {
  return new Promise((resolve, reject) => {
    const options =
      body === undefined
        ? { method: 'GET', agent, headers }
        : { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } };
    const req = http.request(url, options, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function block(ms, keep) {
  const times = [];
  const t1 = process.hrtime.bigint();
  const until = t1 + BigInt(ms) * 1_000_000n;
  for (;;) {
    const t0 = process.hrtime.bigint();
    if (t0 >= until) break;
    const r = await post(request.url, request.headers, request.body);
    if (r.status !== request.status) throw new Error(`${request.url} answered ${r.status}`);
    if (keep) times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return { times, spentMs: Number(process.hrtime.bigint() - t1) / 1e6 };
}

process.on('message', (m) => {
  const answer = async () => {
    if (m.cmd === 'setup') {
      // A second setup (the server warm-up goes through every endpoint) starts on a fresh connection.
      agent?.destroy();
      agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      request = m.request;
      const first = await post(request.url, request.headers, request.body);
      return { status: first.status, text: first.text };
    }
    if (m.cmd === 'block') return block(m.ms, m.keep);
    agent?.destroy();
    setImmediate(() => process.exit(0));
    return {};
  };
  answer().then(
    (value) => process.send({ id: m.id, value }),
    (err) => process.send({ id: m.id, error: String(err && err.stack ? err.stack : err) }),
  );
});
