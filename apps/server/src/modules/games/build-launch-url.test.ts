import { describe, expect, it } from 'vitest';
import { buildGameUrls, withLaunchParams } from './build-launch-url.js';
import { normaliseLanguage, pickLocalised } from './localise.js';

const params = {
  token: 'tok+/=',
  gameCode: 'KIRIN_SLOT',
  language: 'EN',
  merchantCode: 'demo',
  roomId: null,
};

describe('withLaunchParams', () => {
  it('appends the launch parameters, encoded, after any query the vendor URL has', () => {
    expect(withLaunchParams('/inhouse/launch', params)).toBe(
      '/inhouse/launch?token=tok%2B%2F%3D&game=KIRIN_SLOT&lang=EN&merchant=demo',
    );
    expect(withLaunchParams('https://v.example/play?site=9', { ...params, roomId: '12' })).toBe(
      'https://v.example/play?site=9&token=tok%2B%2F%3D&game=KIRIN_SLOT&lang=EN&merchant=demo&room=12',
    );
  });
});

describe('buildGameUrls', () => {
  const first = () => 0;
  it('keeps an absolute vendor URL as it is', () => {
    expect(buildGameUrls('https://v.example/play?x=1', ['https://cdn.example'], first)).toEqual({
      gameUrl: 'https://v.example/play?x=1',
      gameUrl2: null,
    });
  });

  it('serves a relative URL from the site itself without launch CDNs', () => {
    expect(buildGameUrls('/inhouse/launch?x=1', [], first)).toEqual({
      gameUrl: '/inhouse/launch?x=1',
      gameUrl2: null,
    });
  });

  it('puts a relative URL behind the picked CDN, and game_url2 behind another', () => {
    expect(buildGameUrls('/l?x=1', ['https://a.example/'], first)).toEqual({
      gameUrl: 'https://a.example/l?x=1',
      gameUrl2: null,
    });
    const picks = [1, 0];
    const urls = buildGameUrls(
      '/l?x=1',
      ['https://a.example', 'https://b.example', 'https://c.example'],
      () => picks.shift() ?? 0,
    );
    expect(urls).toEqual({ gameUrl: 'https://b.example/l?x=1', gameUrl2: 'https://a.example/l?x=1' });
  });

  it('reads a bare host of the list as https', () => {
    expect(buildGameUrls('/l?x=1', [' cdn1.example.com/ '], first).gameUrl).toBe(
      'https://cdn1.example.com/l?x=1',
    );
  });
});

describe('languages', () => {
  it('normalises codes to the site languages, TW otherwise', () => {
    expect(['en', 'EN', 'en-US', 'vi_VN', undefined, 'fr', 'xx-yy'].map(normaliseLanguage)).toEqual([
      'EN',
      'EN',
      'EN',
      'VI',
      'TW',
      'TW',
      'TW',
    ]);
  });

  it('falls back to TW, then EN, then any name, then the code', () => {
    expect(pickLocalised({ TW: '金', EN: 'Gold' }, 'VI', 'C')).toBe('金');
    expect(pickLocalised({ EN: 'Gold', JA: '金' }, 'VI', 'C')).toBe('Gold');
    expect(pickLocalised({ JA: '金' }, 'VI', 'C')).toBe('金');
    expect(pickLocalised({}, 'VI', 'C')).toBe('C');
  });
});
