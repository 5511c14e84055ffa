import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BetRecordPage } from './components/bet-record-page';
import { betRecord, betRecordPage } from './testing/bet-record-fixtures';
import { queriesSentTo, renderRecords } from './testing/render-records';

const RECORDS = '/wps/relay/ODSFE2_betRecords';

describe("records in the merchant's time zone", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows times and asks for days of the merchant zone, and says which zone that is', async () => {
    // 20:00 UTC on 25 November: already 26 November in Vietnam, the day of that evening's draw codes.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T20:00:00Z'));
    const page = betRecordPage({ list: [betRecord({ betTime: '2026-11-25T18:30:05Z' })] });
    const { fetchMock } = renderRecords(
      <BetRecordPage title="Betting record" />,
      { [RECORDS]: { value: page } },
      'Asia/Ho_Chi_Minh',
    );
    const [row] = await screen.findAllByTestId('records-row');
    expect(row).toHaveTextContent('2026-11-26 01:30:05');
    expect(screen.getByTestId('times-in-zone')).toHaveTextContent('Times in GMT+7');
    expect(queriesSentTo(fetchMock, RECORDS)[0]).toMatchObject({
      startDate: '2026-11-20',
      endDate: '2026-11-26',
    });
  });
});
