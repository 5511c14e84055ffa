import type { TOpsBanner } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render-console';
import { banner, consoleAs, hoursFromNow, isAroundNow } from '../test/content-fixtures';

describe('banners', () => {
  it('lists the banners with their picture and state', async () => {
    consoleAs('content', {
      'GET /merchants/demo/banners': [banner('1'), banner('2', { startsAt: hoursFromNow(5) })],
    });
    renderConsole('/demo/content/banners');
    const table = await screen.findByRole('table', { name: 'Banners' });
    expect(await within(table).findByText('banners/1.jpg')).toBeInTheDocument();
    expect(
      within(within(table).getByText('Banner 2').closest('tr')!).getByText('Scheduled'),
    ).toBeInTheDocument();
  });

  it('adds a banner from the dialog, then lists it from the server', async () => {
    let rows: TOpsBanner[] = [];
    const ops = consoleAs('content', {
      'GET /merchants/demo/banners': () => rows,
      'POST /merchants/demo/banners': (call: { body: unknown }) => {
        rows = [banner('5', call.body as Partial<TOpsBanner>)];
        return rows[0];
      },
    });
    const startedMs = Date.now();
    renderConsole('/demo/content/banners');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Language'), 'EN');
    await user.type(within(dialog).getByLabelText('Title (optional)'), 'Lucky draw');
    await user.type(within(dialog).getByLabelText('Image URL'), 'https://cdn.example/draw.jpg');
    await user.type(within(dialog).getByLabelText('Link'), '/promotions/draw');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const table = screen.getByRole('table', { name: 'Banners' });
    expect(await within(table).findByText('Lucky draw')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const body = ops.callsTo('POST /merchants/demo/banners')[0]?.body as Record<string, unknown>;
    expect(isAroundNow(body.startsAt, startedMs)).toBe(true);
    expect(body).toEqual({
      language: 'EN',
      title: 'Lucky draw',
      imageUrl: 'https://cdn.example/draw.jpg',
      linkUrl: '/promotions/draw',
      startsAt: body.startsAt,
      endsAt: null,
      sortOrder: 0,
    });
  });

  it('keeps the dialog open with the errors of a banner without a picture or with a bad link', async () => {
    const ops = consoleAs('content', { 'GET /merchants/demo/banners': [] });
    renderConsole('/demo/content/banners');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Link'), '//evil.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Required: an http(s) address or an image path.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('An http(s) address or a site path starting with /.'),
    ).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/banners')).toHaveLength(0);
  });

  it('edits a banner: the whole banner with the change goes to the server', async () => {
    let rows = [banner('1', { sortOrder: 2 })];
    const ops = consoleAs('owner', {
      'GET /merchants/demo/banners': () => rows,
      'PUT /merchants/demo/banners/1': (call: { body: unknown }) => {
        rows = [{ ...rows[0]!, ...(call.body as Partial<TOpsBanner>) }];
        return rows[0];
      },
    });
    renderConsole('/demo/content/banners');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit: Banner 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Image URL')).toHaveValue('banners/1.jpg');
    await user.clear(within(dialog).getByLabelText('Title (optional)'));
    await user.type(within(dialog).getByLabelText('Title (optional)'), 'Spring');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Spring')).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/banners/1')[0]?.body).toMatchObject({
      language: 'EN',
      title: 'Spring',
      imageUrl: 'banners/1.jpg',
      linkUrl: '/promotions',
      sortOrder: 2,
      endsAt: null,
    });
  });

  it('ends a live banner now', async () => {
    let rows = [banner('1')];
    const ops = consoleAs('content', {
      'GET /merchants/demo/banners': () => rows,
      'PUT /merchants/demo/banners/1': (call: { body: unknown }) => {
        rows = [{ ...rows[0]!, ...(call.body as Partial<TOpsBanner>) }];
        return rows[0];
      },
    });
    renderConsole('/demo/content/banners');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End now: Banner 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End now' }));
    expect(await screen.findByRole('button', { name: 'Publish now: Banner 1' })).toBeInTheDocument();
    await waitFor(() => expect(ops.callsTo('PUT /merchants/demo/banners/1')).toHaveLength(1));
  });

  it('shows the auditor the banners without any write control', async () => {
    consoleAs('auditor', { 'GET /merchants/demo/banners': [banner('1')] });
    renderConsole('/demo/content/banners');
    expect(await screen.findByText('Banner 1')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /New banner|Edit|Delete|Publish now|End now/ }),
    ).not.toBeInTheDocument();
  });
});
