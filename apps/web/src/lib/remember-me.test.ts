import { REMEMBER_ME_MS } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import { forgetRememberedLogin, readRememberedLogin, saveRememberedLogin } from './remember-me';

const NOW = 1_700_000_000_000;

describe('remember me', () => {
  it('keeps username, password and sms details for one day, merging what each login adds', () => {
    saveRememberedLogin({ username: 'alice', password: 'secret1' }, NOW);
    saveRememberedLogin({ mobileNum: '912345678', countryDialingCode: '84' }, NOW + 1000);
    expect(readRememberedLogin(NOW + 1000 + REMEMBER_ME_MS - 1)).toEqual({
      username: 'alice',
      password: 'secret1',
      mobileNum: '912345678',
      countryDialingCode: '84',
    });
    expect(JSON.parse(window.localStorage.getItem('rememberMe') ?? '{}')).toMatchObject({
      isRemembered: true,
    });
  });

  it('removes an expired or unreadable record', () => {
    saveRememberedLogin({ username: 'alice' }, NOW);
    expect(readRememberedLogin(NOW + REMEMBER_ME_MS)).toBeNull();
    expect(window.localStorage.getItem('rememberMe')).toBeNull();
    window.localStorage.setItem('rememberMe', '{not json');
    expect(readRememberedLogin(NOW)).toBeNull();
    expect(window.localStorage.getItem('rememberMe')).toBeNull();
  });

  it('forgets on request', () => {
    saveRememberedLogin({ username: 'alice' }, NOW);
    forgetRememberedLogin();
    expect(readRememberedLogin(NOW)).toBeNull();
  });
});
