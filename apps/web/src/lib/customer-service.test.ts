import { describe, expect, it, vi } from 'vitest';
import { openCustomerService, pickCustomerService } from './customer-service';

const LINES = [
  { csType: 'LIVECHAT' as const, path: '/chat' },
  { csType: 'VIP' as const, path: '/vip' },
];

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
});

describe('openCustomerService', () => {
  it('opens the 440×500 customerService window and survives a blocked pop-up', () => {
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    expect(openCustomerService('/chat')).toBe(true);
    expect(open).toHaveBeenCalledWith('/chat', 'customerService', 'width=440,height=500');
    vi.stubGlobal('open', () => null);
    expect(openCustomerService('/chat')).toBe(false);
    vi.stubGlobal('open', () => {
      throw new Error('blocked');
    });
    expect(openCustomerService('/chat')).toBe(false);
  });
});
