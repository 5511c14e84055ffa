import { encryptServicePath } from '@kirin/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCustomerService, pickCustomerService, servicePathFor } from './customer-service';

const LINES = [
  { csType: 'LIVECHAT' as const, path: '/chat' },
  { csType: 'VIP' as const, path: '/vip' },
];

afterEach(() => vi.unstubAllGlobals());

describe('pickCustomerService', () => {
  it('gives live chat up to rank 4 and the VIP line above it', () => {
    expect(pickCustomerService(LINES, null)?.path).toBe('/chat');
    expect(pickCustomerService(LINES, 4)?.path).toBe('/chat');
    expect(pickCustomerService(LINES, 5)?.path).toBe('/vip');
  });

  it('falls back to the line that exists', () => {
    expect(pickCustomerService([LINES[0]!], 9)?.path).toBe('/chat');
    expect(pickCustomerService([LINES[1]!], 1)?.path).toBe('/vip');
    expect(pickCustomerService([], 1)).toBeUndefined();
  });

  it('takes the version path of the client type when there is one', () => {
    const entry = {
      csType: 'VIP' as const,
      path: 'pc',
      version: { pathList: [{ type: 'H5' as const, path: 'h5' }] },
    };
    expect(servicePathFor(entry, 'H5')).toBe('h5');
    expect(servicePathFor(entry, 'PC')).toBe('pc');
  });
});

function fakeWindow() {
  return { location: { href: '' }, close: vi.fn() };
}

describe('openCustomerService', () => {
  it('opens the live chat window blank in the click, then sends it to the decrypted path', async () => {
    const popup = fakeWindow();
    const open = vi.fn(() => popup as unknown as Window);
    vi.stubGlobal('open', open);
    const entry = { csType: 'LIVECHAT' as const, path: await encryptServicePath('/livechat') };
    const opening = openCustomerService(entry, 'PC');
    expect(open).toHaveBeenCalledWith('', 'customerService', 'width=440,height=500');
    expect(await opening).toBe(true);
    expect(popup.location.href).toBe('/livechat');
    // Once decrypted, the next click opens the address itself.
    await openCustomerService(entry, 'PC');
    expect(open).toHaveBeenLastCalledWith('/livechat', 'customerService', 'width=440,height=500');
  });

  it('opens the VIP line 440×750', async () => {
    const open = vi.fn(() => fakeWindow() as unknown as Window);
    vi.stubGlobal('open', open);
    await openCustomerService(
      { csType: 'VIP', path: await encryptServicePath('https://vip.example/') },
      'PC',
    );
    expect(open).toHaveBeenCalledWith('', 'customerService', 'width=440,height=750');
  });

  it('closes the window it opened when the path does not decrypt', async () => {
    const popup = fakeWindow();
    vi.stubGlobal('open', () => popup);
    const encrypted = await encryptServicePath('/livechat', 'Ab3dEf7H');
    const tampered = `${encrypted.slice(0, 3)}${encrypted[3] === 'x' ? 'y' : 'x'}${encrypted.slice(4)}`;
    expect(await openCustomerService({ csType: 'LIVECHAT', path: tampered }, 'PC')).toBe(false);
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.href).toBe('');
    expect(await openCustomerService({ csType: 'LIVECHAT', path: '/plain-path' }, 'PC')).toBe(false);
  });

  it('survives a blocked pop-up', async () => {
    const entry = { csType: 'LIVECHAT' as const, path: await encryptServicePath('/blocked') };
    vi.stubGlobal('open', () => null);
    expect(await openCustomerService(entry, 'PC')).toBe(false);
    vi.stubGlobal('open', () => {
      throw new Error('blocked');
    });
    expect(await openCustomerService(entry, 'PC')).toBe(false);
  });
});
