/**
 * The names under which the local gateway answers. A page of any site can make the browser
 * resolve its own name to 127.0.0.1 (DNS rebinding) and then read the gateway as same-origin:
 * the outbox holds every tenant's reset links. The Host header still carries the attacker's
 * name, so anything but the loopback names on the gateway's own port is refused.
 */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackHost(host: string | undefined, port: number | undefined): boolean {
  if (!host || !port) return false;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return false;
  }
  const onlyHostAndPort = !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  return onlyHostAndPort && LOOPBACK_NAMES.has(url.hostname) && Number(url.port || 80) === port;
}
