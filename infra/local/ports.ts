import net from 'node:net';
import type { Server } from 'node:http';

/** Every local service binds to loopback only: nothing of the dev runtime is reachable from the network. */
export const LOOPBACK = '127.0.0.1';

export class PortaEmUsoError extends Error {
  constructor(port: number, service: string, envVar: string) {
    super(
      `A porta ${port} (${service}) já está em uso. Encerre o processo que a usa ou escolha outra com ${envVar}=<porta>.`,
    );
    this.name = 'PortaEmUsoError';
  }
}

/** True when something already accepts connections on the port (e.g. a runtime left running). */
export function isPortTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: LOOPBACK });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Checked before spawning DynamoDB Local: otherwise the readiness probe would happily talk to
 * whatever old instance holds the port, with someone else's data.
 */
export async function assertPortFree(port: number, service: string, envVar: string): Promise<void> {
  if (await isPortTaken(port)) throw new PortaEmUsoError(port, service, envVar);
}

export function listenOn(server: Server | net.Server, port: number, service: string, envVar: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      reject(error.code === 'EADDRINUSE' ? new PortaEmUsoError(port, service, envVar) : error);
    };
    server.once('error', onError);
    server.listen(port, LOOPBACK, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** Closes a server and the keep-alive sockets it still holds, so the port is free when this resolves. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
