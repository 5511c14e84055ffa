import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgentAnnouncementPage } from './agent-announcement-page';
import { renderAgentReport } from './testing/render-agent-report';

const NOTICES = '/wps/agent/reports/announcements';

describe('agent announcements', () => {
  it('shows the notices for agents, their content sanitised', async () => {
    renderAgentReport(<AgentAnnouncementPage title="Announcement" />, {
      [NOTICES]: {
        value: {
          list: [
            {
              id: '1',
              title: 'New dividend rules',
              content: '<p>From June<img src=x onerror="alert(1)"></p>',
              timestamp: '2025-05-01T00:00:00.000Z',
            },
          ],
        },
      },
    });
    const notice = await screen.findByTestId('agent-notice');
    expect(notice).toHaveTextContent('New dividend rules');
    expect(notice).toHaveTextContent('2025-05-01 00:00:00');
    expect(notice).toHaveTextContent('From June');
    expect(notice.querySelector('[onerror]')).toBeNull();
  });

  it('says so when there are none', async () => {
    renderAgentReport(<AgentAnnouncementPage title="Announcement" />, { [NOTICES]: { value: { list: [] } } });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No announcements for agents.');
  });
});
