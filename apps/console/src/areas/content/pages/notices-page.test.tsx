import type { TOpsNotice } from '@kirin/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/render-console';
import { consoleAs, hoursFromNow, isAroundNow, notice } from '../test/content-fixtures';

vi.mock('../../../components/rich-text/rich-text-editor', async () => ({
  RichTextEditor: (await import('../test/mock-rich-text')).MockRichTextEditor,
}));

describe('notices', () => {
  it('lists the notices with their state, and asks the server for one language', async () => {
    const ops = consoleAs('content', {
      'GET /merchants/demo/notices': [
        notice('1', { title: 'Maintenance tonight' }),
        notice('2', { title: 'Next week', startsAt: hoursFromNow(24) }),
        notice('3', { title: 'Old news', endsAt: hoursFromNow(-1) }),
      ],
    });
    renderConsole('/demo/content/notices');
    const table = await screen.findByRole('table', { name: 'Notices' });
    const row = (title: string) => within(table).getByText(title).closest('tr')!;
    expect(await within(table).findByText('Maintenance tonight')).toBeInTheDocument();
    expect(within(row('Maintenance tonight')).getByText('Live')).toBeInTheDocument();
    expect(within(row('Next week')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(row('Old news')).getByText('Ended')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(within(screen.getByRole('main')).getByLabelText('Language'), 'TW');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(ops.callsTo('GET /merchants/demo/notices').at(-1)?.query.get('language')).toBe('TW'),
    );
  });

  it('publishes a scheduled notice now: the whole notice with its start now, then the list as the server has it', async () => {
    let rows: TOpsNotice[] = [notice('2', { title: 'Next week', startsAt: hoursFromNow(24) })];
    const ops = consoleAs('content', {
      'GET /merchants/demo/notices': () => rows,
      'PUT /merchants/demo/notices/2': (call: { body: unknown }) => {
        rows = [{ ...rows[0]!, ...(call.body as Partial<TOpsNotice>) }];
        return rows[0];
      },
    });
    const startedMs = Date.now();
    renderConsole('/demo/content/notices');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish now: Next week' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Publish now' }));

    expect(await screen.findByRole('button', { name: 'End now: Next week' })).toBeInTheDocument();
    const [put] = ops.callsTo('PUT /merchants/demo/notices/2');
    const { startsAt, ...rest } = put?.body as Record<string, unknown>;
    expect(isAroundNow(startsAt, startedMs)).toBe(true);
    expect(rest).toEqual({
      type: 'PL',
      language: 'EN',
      title: 'Next week',
      html: '<p>Body 2</p>',
      endsAt: null,
      sortOrder: 0,
      isPopup: false,
      imageUrl: null,
      linkUrl: null,
      audience: 'ALL',
    });
    expect(ops.callsTo('GET /merchants/demo/notices').length).toBeGreaterThan(1);
  });

  it('ends a live notice now by setting its end', async () => {
    let rows: TOpsNotice[] = [notice('1', { title: 'Maintenance tonight' })];
    const ops = consoleAs('owner', {
      'GET /merchants/demo/notices': () => rows,
      'PUT /merchants/demo/notices/1': (call: { body: unknown }) => {
        rows = [{ ...rows[0]!, ...(call.body as Partial<TOpsNotice>) }];
        return rows[0];
      },
    });
    const startedMs = Date.now();
    renderConsole('/demo/content/notices');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End now: Maintenance tonight' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End now' }));
    const table = screen.getByRole('table', { name: 'Notices' });
    expect(await within(table).findByText('Ended')).toBeInTheDocument();
    const body = ops.callsTo('PUT /merchants/demo/notices/1')[0]?.body as TOpsNotice;
    expect(isAroundNow(body.endsAt, startedMs)).toBe(true);
    expect(body.startsAt).toBe(rows[0]!.startsAt);
  });

  it('deletes a notice after confirmation', async () => {
    let rows: TOpsNotice[] = [notice('1', { title: 'Maintenance tonight' })];
    const ops = consoleAs('content', {
      'GET /merchants/demo/notices': () => rows,
      'DELETE /merchants/demo/notices/1': () => {
        rows = [];
        return { id: '1' };
      },
    });
    renderConsole('/demo/content/notices');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete: Maintenance tonight' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Nothing here.')).toBeInTheDocument();
    expect(ops.callsTo('DELETE /merchants/demo/notices/1')).toHaveLength(1);
  });

  it('shows the auditor the notices without any write control', async () => {
    consoleAs('auditor', { 'GET /merchants/demo/notices': [notice('1', { title: 'Maintenance tonight' })] });
    renderConsole('/demo/content/notices');
    expect(await screen.findByText('Maintenance tonight')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New notice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Publish now|End now|Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('shows a content operator the write controls', async () => {
    consoleAs('content', { 'GET /merchants/demo/notices': [notice('1', { title: 'Maintenance tonight' })] });
    renderConsole('/demo/content/notices');
    expect(await screen.findByRole('link', { name: 'Edit: Maintenance tonight' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New notice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete: Maintenance tonight' })).toBeInTheDocument();
  });
});

describe('notice editor', () => {
  it('publishes a new notice: the editor HTML and the fields reach the body, then the list shows it', async () => {
    let rows: TOpsNotice[] = [];
    const ops = consoleAs('content', {
      'GET /merchants/demo/notices': () => rows,
      'POST /merchants/demo/notices': (call: { body: unknown }) => {
        rows = [notice('9', call.body as Partial<TOpsNotice>)];
        return rows[0];
      },
    });
    const startedMs = Date.now();
    const { router } = renderConsole('/demo/content/notices/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Deposits are faster');
    await user.selectOptions(within(screen.getByRole('main')).getByLabelText('Language'), 'EN');
    await user.type(screen.getByRole('textbox', { name: 'Body' }), '<p>From today</p>');
    await user.click(screen.getByLabelText('Also show as a popup after sign-in'));
    await user.click(screen.getByRole('button', { name: 'Publish now' }));

    expect(await screen.findByRole('table', { name: 'Notices' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/console/demo/content/notices');
    expect(await screen.findByText('Deposits are faster')).toBeInTheDocument();
    const body = ops.callsTo('POST /merchants/demo/notices')[0]?.body as Record<string, unknown>;
    expect(isAroundNow(body.startsAt, startedMs)).toBe(true);
    expect(body).toEqual({
      type: 'PL',
      language: 'EN',
      title: 'Deposits are faster',
      html: '<p>From today</p>',
      startsAt: body.startsAt,
      endsAt: null,
      sortOrder: 0,
      isPopup: true,
      imageUrl: null,
      linkUrl: null,
      audience: 'ALL',
    });
  });

  it("shows the schema's errors on their fields and sends nothing", async () => {
    const ops = consoleAs('content', { 'GET /merchants/demo/notices': [] });
    renderConsole('/demo/content/notices/new');
    const user = userEvent.setup();
    const starts = await screen.findByLabelText('Starts at');
    fireEvent.change(starts, { target: { value: '2026-12-01T10:00' } });
    fireEvent.change(screen.getByLabelText('Ends at'), { target: { value: '2026-12-01T09:00' } });
    await user.type(screen.getByLabelText('Image URL'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The end must be after the start.')).toBeInTheDocument();
    expect(screen.getByText('An http(s) address or an image path, nothing else.')).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/notices')).toHaveLength(0);
  });

  it('replaces a notice with its edited body, keeping what was not touched', async () => {
    const stored = notice('4', {
      title: 'Weekend bonus',
      type: 'PR',
      startsAt: hoursFromNow(24),
      linkUrl: '/promotions',
      sortOrder: 3,
    });
    const ops = consoleAs('content', {
      'GET /merchants/demo/notices': [stored],
      'PUT /merchants/demo/notices/4': (call: { body: unknown }) => ({ ...stored, ...(call.body as object) }),
    });
    renderConsole('/demo/content/notices/4');
    const bodyField = await screen.findByRole('textbox', { name: 'Body' });
    expect(bodyField).toHaveValue('<p>Body 4</p>');
    const user = userEvent.setup();
    await user.clear(bodyField);
    await user.type(bodyField, '<p>Double points</p>');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('table', { name: 'Notices' });
    const body = ops.callsTo('PUT /merchants/demo/notices/4')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'PR',
      title: 'Weekend bonus',
      html: '<p>Double points</p>',
      linkUrl: '/promotions',
      sortOrder: 3,
    });
    // The start is kept to the minute the form shows.
    expect(Math.abs(Date.parse(body.startsAt as string) - Date.parse(stored.startsAt))).toBeLessThan(60_000);
  });

  it('shows the server refusal in the editor', async () => {
    consoleAs('content', {
      'GET /merchants/demo/notices': [],
      'POST /merchants/demo/notices': {
        success: false,
        code: 'FORBIDDEN',
        message: 'forbidden',
      },
    });
    renderConsole('/demo/content/notices/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    // The form stays as typed, to try again.
    expect(screen.getByLabelText('Title')).toHaveValue('Hello');
  });

  it('gives the auditor no form', async () => {
    consoleAs('auditor', { 'GET /merchants/demo/notices': [notice('1')] });
    renderConsole('/demo/content/notices/1');
    expect(await screen.findByText('You may read this area but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save|Publish now/ })).not.toBeInTheDocument();
  });
});
