import { describe, expect, it } from 'vitest';
import { connectionIdFromPath, isConnectionsPath } from './connectionsApi';

describe('connectionIdFromPath', () => {
  it('reads the id the SDK URL-encodes after the stage', () => {
    expect(connectionIdFromPath('/local/@connections/L0SM9%2F%2BcOFvHcCIhw%3D', 'local')).toBe('L0SM9/+cOFvHcCIhw=');
  });

  it('accepts an encoded @', () => {
    expect(connectionIdFromPath('/local/%40connections/abc%3D', 'local')).toBe('abc=');
  });

  it('refuses other stages and extra segments', () => {
    expect(connectionIdFromPath('/prod/@connections/abc', 'local')).toBeUndefined();
    expect(connectionIdFromPath('/local/@connections/abc/x', 'local')).toBeUndefined();
  });
});

describe('isConnectionsPath', () => {
  it('recognises the management paths of the stage only', () => {
    expect(isConnectionsPath('/local/@connections/abc', 'local')).toBe(true);
    expect(isConnectionsPath('/local/outra', 'local')).toBe(false);
    expect(isConnectionsPath('/api/@connections/abc', 'local')).toBe(false);
  });
});
