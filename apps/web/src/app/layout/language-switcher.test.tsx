import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderSite } from '../../test/render-site';

const languageCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/wps/member/language');

describe('language switcher', () => {
  it('stores the language and tells the server for a member', async () => {
    const fetchMock = mockApi({ '/wps/member/language': { value: null } });
    const { user } = renderSite('/index', { session: { token: 't-1', account: 'alice', isAgent: 0 } });
    await user.selectOptions(await screen.findByTestId('language-switcher'), 'TW');
    expect(window.localStorage.getItem('lang')).toBe('TW');
    expect(document.documentElement.lang).toBe('zh-TW');
    await waitFor(() => expect(languageCalls(fetchMock)).toHaveLength(1));
    const [[, init]] = languageCalls(fetchMock) as [[unknown, RequestInit]];
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ language: 'TW' });
  });

  it('keeps the choice local for a guest and for a trial account', async () => {
    const fetchMock = mockApi({ '/wps/member/language': { value: null } });
    const guest = renderSite('/index');
    await guest.user.selectOptions(await screen.findByTestId('language-switcher'), 'TW');
    guest.unmount();
    const trial = renderSite('/index', { session: { token: 't-2', account: 'trial01', isAgent: 4 } });
    await trial.user.selectOptions(await screen.findByTestId('language-switcher'), 'TW');
    expect(window.localStorage.getItem('lang')).toBe('TW');
    expect(languageCalls(fetchMock)).toHaveLength(0);
  });
});
