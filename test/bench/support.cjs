// Small helpers shared by the bench scripts (run.cjs, nearby.cjs).
'use strict';
const net = require('node:net');

/** A TCP port free on loopback right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

module.exports = { freePort, sleep };
