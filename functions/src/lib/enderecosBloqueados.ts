import { BlockList, isIP } from 'node:net';

/**
 * Addresses a rule's webhook may never reach (SSRF): a rule is written by a tenant's user, and the
 * request leaves from inside the product's network. Private, loopback, link-local (cloud metadata
 * at 169.254.169.254 and fd00:ec2::254 included), unique-local, CGNAT, multicast, reserved and
 * documentation ranges of IPv4 and IPv6. An IPv6 address that embeds an IPv4 one is judged by
 * that IPv4 address (every one it carries, for Teredo): IPv4-mapped ::ffff:0:0/96,
 * IPv4-translated ::ffff:0:0:0/96, IPv4-compatible ::/96, NAT64 64:ff9b::/96, 6to4 2002::/16,
 * Teredo 2001::/32. The local-use NAT64 prefix 64:ff9b:1::/48 is refused whole: where it carries
 * the IPv4 address depends on a prefix length only its operator knows. Plain node:net (BlockList
 * and this parser), not ipaddr.js: the rules are few and the delivery bundle stays dependency-free.
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
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215): the embedded IPv4 sits where its operator chose
  ['fc00::', 7], // unique-local (AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  bloqueados.addSubnet(rede, prefixo, 'ipv6');
}

const ipv4DosGrupos = (alto: number, baixo: number): string =>
  [alto >> 8, alto & 0xff, baixo >> 8, baixo & 0xff].join('.');

/**
 * The IPv4 addresses an IPv6 one carries, when its prefix says it does (null: it embeds none).
 * Teredo carries two: its server (bits 32-63) and its client (the last 32 bits, inverted).
 */
function ipv4Embutidos(grupos: number[]): string[] | null {
  const zeros = (de: number, ate: number) => grupos.slice(de, ate).every((g) => g === 0);
  const ultimos = ipv4DosGrupos(grupos[6], grupos[7]);
  if (zeros(0, 5) && grupos[5] === 0xffff) return [ultimos]; // ::ffff:a.b.c.d (mapped)
  if (zeros(0, 4) && grupos[4] === 0xffff && grupos[5] === 0) return [ultimos]; // ::ffff:0:a.b.c.d (translated)
  if (zeros(0, 6) && (grupos[6] !== 0 || grupos[7] > 1)) return [ultimos]; // ::a.b.c.d (compatible, deprecated)
  if (grupos[0] === 0x64 && grupos[1] === 0xff9b && zeros(2, 6)) return [ultimos]; // 64:ff9b::a.b.c.d (NAT64)
  if (grupos[0] === 0x2002) return [ipv4DosGrupos(grupos[1], grupos[2])]; // 2002:AABB:CCDD:: (6to4)
  if (grupos[0] === 0x2001 && grupos[1] === 0)
    return [ipv4DosGrupos(grupos[2], grupos[3]), ipv4DosGrupos(grupos[6] ^ 0xffff, grupos[7] ^ 0xffff)]; // Teredo
  return null;
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
  const semZona = ip.split('%')[0];
  const familia = isIP(semZona);
  if (familia === 4) return bloqueados.check(semZona, 'ipv4');
  if (familia !== 6) return true;
  const grupos = expandirIpv6(semZona);
  if (!grupos) return true;
  const v4 = ipv4Embutidos(grupos);
  if (v4) return v4.some((e) => bloqueados.check(e, 'ipv4'));
  // ::/8 is reserved (unspecified, loopback...); not in the BlockList, which would match every IPv4 by it.
  if (grupos[0] <= 0xff) return true;
  return bloqueados.check(semZona, 'ipv6');
}
