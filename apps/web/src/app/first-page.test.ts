import { describe, expect, it } from 'vitest';
import { isHomePath } from './first-page';

describe('isHomePath', () => {
  it('knows the home page by / and /index, in any case and with trailing slashes', () => {
    for (const path of ['/', '/index', '/INDEX', '/index/', '/Index//']) expect(isHomePath(path)).toBe(true);
  });

  it('does not take another page, or one that only starts like the home page, for it', () => {
    for (const path of ['/vip', '/indexes', '/index/more', '/login']) expect(isHomePath(path)).toBe(false);
  });
});
