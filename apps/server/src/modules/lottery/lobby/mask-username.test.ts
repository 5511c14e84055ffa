import { describe, expect, it } from 'vitest';
import { maskUsername } from './mask-username.js';

describe('maskUsername', () => {
  it.each([
    ['player88', 'pl***88'],
    ['abcdef', 'ab***ef'],
    ['abcde', 'a***'],
    ['ab', 'a***'],
    ['a', 'a***'],
    ['nguyễnvăn', 'ng***ăn'],
  ])('%s → %s', (username, masked) => {
    expect(maskUsername(username)).toBe(masked);
  });

  it('never shows the middle of a name', () => {
    expect(maskUsername('alice_secret_99')).not.toContain('secret');
  });
});
