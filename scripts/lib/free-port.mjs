// A loopback port free right now, for a process that must be told its port before it listens
// (nginx, redis-server, PostgreSQL, a server whose PUBLIC_URL names it). Plain Node, no
// dependencies: the root scripts, the benches, the server tests and the journeys share it.
import fs from 'node:fs';
import net from 'node:net';

/** Lowest port handed out; ports below this are left to services people run by hand. */
const LOWEST = 20_000;

/**
 * The first port of the kernel's ephemeral range (ip_local_port_range; 32768 by default). A port
 * from listen(0) comes from that range, and the kernel may hand the same number to any outgoing
 * connection (a database pool's, a fetch's) in the seconds before the process we told it to binds
 * it: on a busy test run that is a rare "address already in use". Below the range only another
 * listener can take it, and another caller of this function picks among twelve thousand.
 */
const ephemeralStart = () => {
  try {
    const first = Number(
      fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
    return Number.isInteger(first) ? first : 32_768;
  } catch {
    return 32_768;
  }
};

const listenOn = (port) =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(address.port));
    });
  });

/** @returns {Promise<number>} */
export const freePort = async () => {
  const top = ephemeralStart();
  // A machine whose ephemeral range starts low has no room below it: let the kernel choose.
  if (top - LOWEST < 1_000) return listenOn(0);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (top - LOWEST));
    try {
      return await listenOn(port);
    } catch (error) {
      if (error?.code !== 'EADDRINUSE' && error?.code !== 'EACCES') throw error;
    }
  }
  return listenOn(0);
};
