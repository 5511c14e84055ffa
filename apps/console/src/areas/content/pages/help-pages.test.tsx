import type { TOpsHelpArticle, TOpsHelpCategory } from '@kirin/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/render-console';
import { article, category, consoleAs } from '../test/content-fixtures';

vi.mock('../../../components/rich-text/rich-text-editor', async () => ({
  RichTextEditor: (await import('../test/mock-rich-text')).MockRichTextEditor,
}));

describe('help categories', () => {
  it('lists the categories with their article counts', async () => {
    consoleAs('content', {
      'GET /merchants/demo/help-categories': [category('1', { title: 'Deposits' }), category('2')],
      'GET /merchants/demo/help-articles': [article('1', '1'), article('2', '1')],
    });
    renderConsole('/demo/content/help-categories');
    const table = await screen.findByRole('table', { name: 'Help categories' });
    const row = (await within(table).findByText('Deposits')).closest('tr')!;
    expect(await within(row).findByRole('link', { name: '2' })).toBeInTheDocument();
  });

  it('adds a category, and refuses one without a title', async () => {
    let rows: TOpsHelpCategory[] = [];
    const ops = consoleAs('content', {
      'GET /merchants/demo/help-categories': () => rows,
      'GET /merchants/demo/help-articles': [],
      'POST /merchants/demo/help-categories': (call: { body: unknown }) => {
        rows = [category('7', call.body as Partial<TOpsHelpCategory>)];
        return rows[0];
      },
    });
    renderConsole('/demo/content/help-categories');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required.')).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/help-categories')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Language'), 'EN');
    await user.type(within(dialog).getByLabelText('Title'), 'Withdrawals');
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.type(within(dialog).getByLabelText('Order'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Withdrawals')).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/help-categories')[0]?.body).toEqual({
      language: 'EN',
      title: 'Withdrawals',
      sortOrder: 5,
    });
  });

  it('warns that deleting a category deletes its articles', async () => {
    consoleAs('content', {
      'GET /merchants/demo/help-categories': [category('1', { title: 'Deposits' })],
      'GET /merchants/demo/help-articles': [article('1', '1'), article('2', '1'), article('3', '1')],
    });
    renderConsole('/demo/content/help-categories');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: '3' });
    await user.click(screen.getByRole('button', { name: 'Delete: Deposits' }));
    expect(
      within(await screen.findByRole('dialog')).getByText('Its 3 articles are deleted with it.'),
    ).toBeInTheDocument();
  });

  it('shows the auditor the categories without any write control', async () => {
    consoleAs('auditor', {
      'GET /merchants/demo/help-categories': [category('1', { title: 'Deposits' })],
      'GET /merchants/demo/help-articles': [],
    });
    renderConsole('/demo/content/help-categories');
    expect(await screen.findByText('Deposits')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New category|Edit|Delete/ })).not.toBeInTheDocument();
  });
});

describe('help articles', () => {
  const categories = [category('1', { title: 'Deposits' }), category('2', { title: '存款', language: 'TW' })];

  it('lists the articles under their category names', async () => {
    consoleAs('content', {
      'GET /merchants/demo/help-categories': categories,
      'GET /merchants/demo/help-articles': [article('1', '2', { title: 'How to deposit' })],
    });
    renderConsole('/demo/content/help-articles');
    const table = await screen.findByRole('table', { name: 'Help articles' });
    const row = (await within(table).findByText('How to deposit')).closest('tr')!;
    expect(await within(row).findByText('存款 (TW)')).toBeInTheDocument();
  });

  it('writes a new article: its category, title and the editor HTML reach the body', async () => {
    let rows: TOpsHelpArticle[] = [];
    const ops = consoleAs('content', {
      'GET /merchants/demo/help-categories': categories,
      'GET /merchants/demo/help-articles': () => rows,
      'POST /merchants/demo/help-articles': (call: { body: unknown }) => {
        rows = [article('9', '2', call.body as Partial<TOpsHelpArticle>)];
        return rows[0];
      },
    });
    renderConsole('/demo/content/help-articles/new');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Category'), '2');
    await user.type(screen.getByLabelText('Title'), '如何存款');
    await user.type(screen.getByRole('textbox', { name: 'Body' }), '<ol><li>Step</li></ol>');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const table = await screen.findByRole('table', { name: 'Help articles' });
    expect(await within(table).findByText('如何存款')).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/help-articles')[0]?.body).toEqual({
      categoryId: '2',
      title: '如何存款',
      html: '<ol><li>Step</li></ol>',
      sortOrder: 0,
    });
  });

  it('asks for a category first when there is none', async () => {
    consoleAs('content', {
      'GET /merchants/demo/help-categories': [],
      'GET /merchants/demo/help-articles': [],
    });
    renderConsole('/demo/content/help-articles/new');
    expect(await screen.findByText(/Add a help category first/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows the auditor the articles without any write control', async () => {
    consoleAs('auditor', {
      'GET /merchants/demo/help-categories': categories,
      'GET /merchants/demo/help-articles': [article('1', '1', { title: 'How to deposit' })],
    });
    renderConsole('/demo/content/help-articles');
    expect(await screen.findByText('How to deposit')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /New article|Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
