import type { TOpsPost } from '@kirin/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/render-console';
import { consoleAs, hoursFromNow, isAroundNow, post } from '../test/content-fixtures';

vi.mock('../../../components/rich-text/rich-text-editor', async () => ({
  RichTextEditor: (await import('../test/mock-rich-text')).MockRichTextEditor,
}));

describe('posts', () => {
  it('lists the posts, published or scheduled, and filters by kind here and language at the server', async () => {
    const ops = consoleAs('content', {
      'GET /merchants/demo/posts': [
        post('1', { title: 'Grand opening' }),
        post('2', { title: 'Install on iOS', kind: 'guide', publishedAt: hoursFromNow(48) }),
      ],
    });
    renderConsole('/demo/content/posts');
    const table = await screen.findByRole('table', { name: 'Posts' });
    const row = (title: string) => within(table).getByText(title).closest('tr')!;
    await within(table).findByText('Grand opening');
    expect(within(row('Grand opening')).getByText('Published')).toBeInTheDocument();
    expect(within(row('Install on iOS')).getByText('Scheduled')).toBeInTheDocument();

    const user = userEvent.setup();
    const main = within(screen.getByRole('main'));
    await user.selectOptions(main.getByLabelText('Kind'), 'guide');
    await user.selectOptions(main.getByLabelText('Language'), 'EN');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(table).queryByText('Grand opening')).not.toBeInTheDocument());
    expect(within(table).getByText('Install on iOS')).toBeInTheDocument();
    expect(ops.callsTo('GET /merchants/demo/posts').at(-1)?.query.get('language')).toBe('EN');
  });

  it('writes a scheduled post: its date, kind and the editor HTML reach the body', async () => {
    let rows: TOpsPost[] = [];
    const ops = consoleAs('content', {
      'GET /merchants/demo/posts': () => rows,
      'POST /merchants/demo/posts': (call: { body: unknown }) => {
        rows = [post('3', call.body as Partial<TOpsPost>)];
        return rows[0];
      },
    });
    renderConsole('/demo/content/posts/new');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Kind'), 'blog');
    await user.type(screen.getByLabelText('Title'), 'Our new games');
    await user.type(screen.getByRole('textbox', { name: 'Body' }), '<h3>Slots</h3>');
    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: '2030-01-02T09:30' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Our new games')).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/posts')[0]?.body).toEqual({
      kind: 'blog',
      language: 'TW',
      title: 'Our new games',
      html: '<h3>Slots</h3>',
      publishedAt: new Date('2030-01-02T09:30').toISOString(),
    });
  });

  it('publishes a scheduled post now from its editor', async () => {
    const stored = post('2', { title: 'Install on iOS', publishedAt: hoursFromNow(48) });
    const ops = consoleAs('content', {
      'GET /merchants/demo/posts': [stored],
      'PUT /merchants/demo/posts/2': (call: { body: unknown }) => ({ ...stored, ...(call.body as object) }),
    });
    const startedMs = Date.now();
    renderConsole('/demo/content/posts/2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    await screen.findByRole('table', { name: 'Posts' });
    const body = ops.callsTo('PUT /merchants/demo/posts/2')[0]?.body as Record<string, unknown>;
    expect(isAroundNow(body.publishedAt, startedMs)).toBe(true);
    expect(body).toMatchObject({ title: 'Install on iOS', html: '<p>Post body 2</p>', kind: 'news' });
  });

  it('shows a missing date as an error and sends nothing', async () => {
    const ops = consoleAs('content', { 'GET /merchants/demo/posts': [] });
    renderConsole('/demo/content/posts/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Undated');
    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a date and time.')).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/posts')).toHaveLength(0);
  });

  it('shows the auditor the posts without any write control', async () => {
    consoleAs('auditor', { 'GET /merchants/demo/posts': [post('1', { title: 'Grand opening' })] });
    renderConsole('/demo/content/posts');
    expect(await screen.findByText('Grand opening')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /New post|Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
