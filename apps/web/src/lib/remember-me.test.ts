import { REMEMBER_ME_MS } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import { forgetRememberedLogin, readRememberedLogin, saveRememberedLogin } from './remember-me';

const NOW = 1_700_000_000_000;

describe('remember me', () => {
  it('keeps the username and sms details for one day, merging what each login adds', () => {
    saveRememberedLogin({ username: 'alice' }, NOW);
    saveRememberedLogin({ mobileNum: '912345678', countryDialingCode: '84' }, NOW + 1000);
    expect(readRememberedLogin(NOW + 1000 + REMEMBER_ME_MS - 1)).toEqual({
      username: 'alice',
      mobileNum: '912345678',
      countryDialingCode: '84',
    });
    expect(JSON.parse(window.localStorage.getItem('rememberMe') ?? '{}')).toMatchObject({
      isRemembered: true,
    });
  });

  it('drops the password from a record written before it stopped being kept', () => {
    const old = {
      isRemembered: true,
      username: 'alice',
      password: 'secret1',
      mobileNum: '',
      countryDialingCode: '',
    };
    window.localStorage.setItem('rememberMe', JSON.stringify({ ...old, expiresAt: NOW + 1000 }));
    expect(readRememberedLogin(NOW)).toEqual({ username: 'alice', mobileNum: '', countryDialingCode: '' });
    expect(window.localStorage.getItem('rememberMe')).not.toContain('secret1');
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
