import { BlockList, isIP } from 'node:net';

/**
 * Addresses a rule's webhook may never reach (SSRF): a rule is written by a tenant's user, and the
 * request leaves from inside the product's network. Private, loopback, link-local (cloud metadata
 * at 169.254.169.254 and fd00:ec2::254 included), unique-local, CGNAT, multicast, reserved and
 * documentation ranges of IPv4 and IPv6. An IPv6 address that embeds an IPv4 one (IPv4-mapped,
 * IPv4-compatible, NAT64) is judged by that IPv4 address.
 */
const bloqueados = new BlockList();
for (const [rede, prefixo] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT (and Alibaba's metadata at 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local: AWS/GCP/Azure metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  bloqueados.addSubnet(rede, prefixo, 'ipv4');
}
for (const [rede, prefixo] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001::', 32], // Teredo (embeds an address we cannot judge)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['fc00::', 7], // unique-local (AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  bloqueados.addSubnet(rede, prefixo, 'ipv6');
}

/** The IPv4 address an IPv6 one carries in its last 32 bits, when its prefix says it does. */
function ipv4Embutido(ipv6: string): string | null {
  const grupos = expandirIpv6(ipv6);
  if (!grupos) return null;
  const zeros = (de: number, ate: number) => grupos.slice(de, ate).every((g) => g === 0);
  const mapeado = zeros(0, 5) && grupos[5] === 0xffff; // ::ffff:a.b.c.d
  const compativel = zeros(0, 6) && (grupos[6] !== 0 || grupos[7] > 1); // ::a.b.c.d (deprecated)
  const nat64 = grupos[0] === 0x64 && grupos[1] === 0xff9b && zeros(2, 6); // 64:ff9b::a.b.c.d
  if (!mapeado && !compativel && !nat64) return null;
  return [grupos[6] >> 8, grupos[6] & 0xff, grupos[7] >> 8, grupos[7] & 0xff].join('.');
}

/** The eight 16-bit groups of an IPv6 address (dotted IPv4 tail and zone index accepted). */
function expandirIpv6(ip: string): number[] | null {
  let texto = ip.split('%')[0].toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(texto);
  if (v4) {
    const o = v4[1].split('.').map(Number);
    texto = texto.slice(0, -v4[1].length) + `${((o[0] << 8) | o[1]).toString(16)}:${((o[2] << 8) | o[3]).toString(16)}`;
  }
  const [esquerda, direita] = texto.split('::');
  const partes = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const a = partes(esquerda);
  const b = partes(direita);
  const grupos = texto.includes('::') ? [...a, ...Array<number>(8 - a.length - b.length).fill(0), ...b] : a;
  return grupos.length === 8 && grupos.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? grupos : null;
}

/** Whether a webhook may not connect to this IP address (anything that is not an IP is refused too). */
export function enderecoBloqueado(ip: string): boolean {
  const familia = isIP(ip.split('%')[0]);
  if (familia === 4) return bloqueados.check(ip, 'ipv4');
  if (familia !== 6) return true;
  const v4 = ipv4Embutido(ip);
  if (v4) return bloqueados.check(v4, 'ipv4');
  return bloqueados.check(ip.split('%')[0], 'ipv6');
}
