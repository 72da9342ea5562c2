// The revenue bench's floor server, in a process of its own (child_process.fork from revenue.cjs):
// node:http and node-postgres, nothing else, running an endpoint's own statements (captured from the
// service) back to back on one connection as named statements, and answering their rows as JSON.
// What any web server of those statements costs on this machine: the HTTP hop to another process,
// the driver, JSON, and the scheduling of three processes on the machine's cores, without our
// framework, auth, validation, mapping or response check. The endpoint over this floor is our own
// cost; this floor over the bare SQL is the cost of answering over HTTP at all.
'use strict';
const http = require('node:http');
const { Pool } = require('pg');

let pool;
let statements = [];
let generation = 0;

async function answer(body) {
  JSON.parse(body);
  const results = [];
  for (const s of statements) results.push((await pool.query({ name: s.name, text: s.text, values: s.params })).rows);
  return JSON.stringify({ status: 'success', data: results });
}

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    answer(Buffer.concat(chunks).toString('utf8')).then(
      (text) => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
        res.end(text);
      },
      (err) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(err));
      },
    );
  });
});

process.on('message', (m) => {
  const run = async () => {
    if (m.cmd === 'start') {
      pool = new Pool({ connectionString: m.databaseUrl, max: 1 });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      return { url: `http://127.0.0.1:${server.address().port}` };
    }
    if (m.cmd === 'statements') {
      // New names for each endpoint's set: a name is parsed once per connection, for its text.
      generation += 1;
      statements = m.statements.map((s, i) => ({ name: `floor_${generation}_${i}`, text: s.query, params: s.params }));
      return {};
    }
    server.close();
    await pool?.end();
    setImmediate(() => process.exit(0));
    return {};
  };
  run().then(
    (value) => process.send({ id: m.id, value }),
    (err) => process.send({ id: m.id, error: String(err && err.stack ? err.stack : err) }),
  );
});
