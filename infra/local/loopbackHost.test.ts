import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from './loopbackHost';

describe('isLoopbackHost', () => {
  it('accepts localhost, 127.0.0.1 and [::1] on the gateway port, in any case', () => {
    for (const host of ['localhost:3300', '127.0.0.1:3300', '[::1]:3300', 'LocalHost:3300']) {
      expect(isLoopbackHost(host, 3300), host).toBe(true);
    }
    expect(isLoopbackHost('localhost', 80)).toBe(true);
  });

  it('refuses another name (DNS rebinding), another port, or anything that is not a bare host', () => {
    for (const host of [
      'attacker.example:3300',
      'localhost.attacker.example:3300',
      'localhost.:3300',
      'localhost:3301',
      'localhost',
      'user@localhost:3300',
      'localhost:3300/x',
      '',
      undefined,
    ]) {
      expect(isLoopbackHost(host, 3300), String(host)).toBe(false);
    }
  });
});
