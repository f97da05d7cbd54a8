// A TCP proxy in front of a service the fault script makes fail (the S3 server, the SMTP server):
// it passes bytes both ways until fail(), which cuts every open connection and resets every new
// one, as a crashed or unreachable service would look to its clients, until recover().
import net from 'node:net';
import { freePort } from '../scripts/lib/util.mjs';

export interface FaultProxy {
  /** The proxy's port on 127.0.0.1: clients are pointed here instead of at the service. */
  port: number;
  failing: boolean;
  /** Connections cut or refused while failing. */
  cut: number;
  fail(): void;
  recover(): void;
  close(): Promise<void>;
}

export const startFaultProxy = async (targetPort: number): Promise<FaultProxy> => {
  /** Each open client connection and its connection to the service. */
  const open = new Map<net.Socket, net.Socket>();
  const state = { failing: false, cut: 0 };
  const server = net.createServer((client) => {
    if (state.failing) {
      state.cut += 1;
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(targetPort, '127.0.0.1');
    open.set(client, upstream);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => to.destroy());
    }
    client.on('close', () => open.delete(client));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    get failing() {
      return state.failing;
    },
    get cut() {
      return state.cut;
    },
    fail() {
      state.failing = true;
      for (const [client, upstream] of open) {
        state.cut += 1;
        client.resetAndDestroy();
        upstream.destroy();
      }
      open.clear();
    },
    recover() {
      state.failing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const [client, upstream] of open) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
};
