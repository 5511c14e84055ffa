import { describe, expect, it } from 'vitest';
import {
  CS_PATH_KEY_LENGTH,
  ZCustomerServiceConfig,
  decryptServicePath,
  encryptCustomerService,
  encryptServicePath,
  isSafeServicePath,
} from './customer-service.js';

describe('the encrypted service path', () => {
  it('round-trips, with the 8-character key at the end and a fresh ciphertext each time', async () => {
    const path = 'https://chat.example/room?lang=zh-TW&name=王小明';
    const first = await encryptServicePath(path);
    const second = await encryptServicePath(path);
    expect(first).not.toBe(second);
    expect(first).not.toContain('chat.example');
    expect(first).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first.slice(-CS_PATH_KEY_LENGTH)).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(await decryptServicePath(first)).toBe(path);
    expect(await decryptServicePath(second)).toBe(path);
    expect(await decryptServicePath(await encryptServicePath('/livechat', 'Ab3dEf7H'))).toBe('/livechat');
  });

  it('refuses a changed ciphertext, another key, a truncated value and garbage', async () => {
    const encrypted = await encryptServicePath('/livechat', 'Ab3dEf7H');
    const body = encrypted.slice(0, -8);
    const flipped = body.slice(0, 10) + (body[10] === 'A' ? 'B' : 'A') + body.slice(11);
    await expect(decryptServicePath(`${flipped}Ab3dEf7H`)).rejects.toThrow();
    await expect(decryptServicePath(`${body}Ab3dEf7X`)).rejects.toThrow();
    await expect(decryptServicePath(encrypted.slice(4))).rejects.toThrow();
    await expect(decryptServicePath('/helpmc')).rejects.toThrow();
    await expect(decryptServicePath('')).rejects.toThrow();
    await expect(decryptServicePath('!!!!not base64!!Ab3dEf7H')).rejects.toThrow();
  });

  it('refuses to hand back a path that could run script', async () => {
    await expect(decryptServicePath(await encryptServicePath('javascript:alert(1)'))).rejects.toThrow();
    await expect(decryptServicePath(await encryptServicePath('//evil.example/x'))).rejects.toThrow();
  });

  it('encrypts every path of the entries, the version list included', async () => {
    const [entry] = await encryptCustomerService([
      { csType: 'VIP', path: '/vip', version: { pathList: [{ type: 'H5', path: 'https://m.example/vip' }] } },
    ]);
    expect(entry!.csType).toBe('VIP');
    expect(await decryptServicePath(entry!.path)).toBe('/vip');
    expect(await decryptServicePath(entry!.version!.pathList[0]!.path)).toBe('https://m.example/vip');
  });
});

describe('stored entries', () => {
  it('take site paths and http(s) addresses only', () => {
    expect(isSafeServicePath('/livechat')).toBe(true);
    expect(isSafeServicePath('https://chat.example')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil',
      'livechat',
      '',
    ])
      expect(isSafeServicePath(bad), bad).toBe(false);
    expect(ZCustomerServiceConfig.safeParse({ csType: 'LIVECHAT', path: 'javascript:x' }).success).toBe(
      false,
    );
    expect(ZCustomerServiceConfig.safeParse({ csType: 'CHAT', path: '/x' }).success).toBe(false);
  });
});
