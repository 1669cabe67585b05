import { describe, expect, it } from 'vitest';
import { enderecoBloqueado } from './enderecosBloqueados';

describe('enderecoBloqueado', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['0.0.0.0', 'this network'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.0.10', 'private'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.254', 'CGNAT'],
    ['100.100.100.200', 'Alibaba metadata'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with zone'],
    ['fc00::1', 'unique-local'],
    ['fd00:ec2::254', 'AWS metadata over IPv6'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
    ['0:0:0:0:0:ffff:c0a8:0101', 'IPv4-mapped 192.168.1.1, long form'],
    ['::ffff:0:7f00:1', 'IPv4-translated loopback (the probe)'],
    ['::ffff:0:127.0.0.1', 'IPv4-translated loopback, dotted'],
    ['::ffff:0:a9fe:a9fe', 'IPv4-translated metadata'],
    ['::a00:1', 'IPv4-compatible 10.0.0.1, hex'],
    ['64:ff9b::127.0.0.1', 'NAT64 of loopback, dotted'],
    ['64:ff9b:1::a9fe:a9fe', 'local-use NAT64'],
    ['64:ff9b:1:abcd::808:808', 'local-use NAT64, even of a public address'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2002:a9fe:a9fe::1', '6to4 of the metadata address'],
    ['2002:c0a8:101:1::1', '6to4 of 192.168.1.1'],
    ['2001:0:a00:1::f7ff:fffe', 'Teredo with a private server'],
    ['2001:0:808:808::80ff:fffe', 'Teredo whose client is loopback (inverted 127.0.0.1)'],
    ['0000:0000:0000:0000:0000:ffff:7f00:0001', 'IPv4-mapped loopback, zeros written'],
    ['::ffff:1:7f00:1', 'no embedding, in the reserved ::/8'],
    ['localhost', 'not an address'],
    ['', 'empty'],
  ])('refuses %s (%s)', (ip) => {
    expect(enderecoBloqueado(ip)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '::ffff:0:808:808',
    '2002:808:808::1',
    '2001:0:808:808::f7f7:f7f7',
  ])('accepts the public address %s', (ip) => {
    expect(enderecoBloqueado(ip)).toBe(false);
  });
});
