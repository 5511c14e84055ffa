import type { TLegalPage } from '@kirin/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/render-console';
import { consoleAs } from '../test/content-fixtures';

vi.mock('../../../components/rich-text/rich-text-editor', async () => ({
  RichTextEditor: (await import('../test/mock-rich-text')).MockRichTextEditor,
}));

const terms: TLegalPage = {
  slug: 'terms',
  language: 'EN',
  title: 'Terms of use',
  html: '<p>Be nice</p>',
  updatedAt: '2026-11-27T01:00:00.000Z',
};

describe('legal pages', () => {
  it('lists every footer page per language, written or not', async () => {
    consoleAs('content', { 'GET /merchants/demo/legal': [terms] });
    renderConsole('/demo/content/legal?f.language=EN');
    const table = await screen.findByRole('table', { name: 'Legal pages' });
    const written = (await within(table).findByText('Terms of use')).closest('tr')!;
    expect(within(written).getByText('Written')).toBeInTheDocument();
    expect(
      within(written).getByRole('link', { name: 'Edit: Terms and conditions (EN)' }),
    ).toBeInTheDocument();
    const privacy = within(table).getByText('Privacy policy').closest('tr')!;
    expect(within(privacy).getByText('Not written')).toBeInTheDocument();
    expect(within(privacy).getByRole('link', { name: 'Write: Privacy policy (EN)' })).toBeInTheDocument();
    // Seven pages in one language.
    expect(within(table).getAllByRole('row')).toHaveLength(8);
  });

  it('rewrites a page from what is stored: the editor HTML reaches the body, then the list shows it', async () => {
    let pages = [terms];
    const ops = consoleAs('content', {
      'GET /merchants/demo/legal': () => pages,
      'PUT /merchants/demo/legal/terms': (call: { body: { title: string; html: string } }) => {
        pages = [{ ...terms, ...call.body }];
        return pages[0];
      },
    });
    const { router } = renderConsole('/demo/content/legal/terms/EN');
    const body = await screen.findByRole('textbox', { name: 'Body' });
    expect(body).toHaveValue('<p>Be nice</p>');
    expect(screen.getByLabelText('Title')).toHaveValue('Terms of use');
    const user = userEvent.setup();
    await user.clear(body);
    await user.type(body, '<p>Be kind</p>');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('table', { name: 'Legal pages' });
    expect(router.state.location.pathname).toBe('/console/demo/content/legal');
    expect(ops.callsTo('PUT /merchants/demo/legal/terms')[0]?.body).toEqual({
      language: 'EN',
      title: 'Terms of use',
      html: '<p>Be kind</p>',
    });
    expect(ops.callsTo('GET /merchants/demo/legal').length).toBeGreaterThan(1);
  });

  it('refuses an empty title and sends nothing', async () => {
    const ops = consoleAs('owner', { 'GET /merchants/demo/legal': [] });
    renderConsole('/demo/content/legal/privacy/TW');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required.')).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/legal/privacy')).toHaveLength(0);
  });

  it('answers an unknown page address without a form', async () => {
    consoleAs('content', { 'GET /merchants/demo/legal': [] });
    renderConsole('/demo/content/legal/secret/EN');
    expect(await screen.findByText('No such legal page or language.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows the auditor the pages without any write control', async () => {
    consoleAs('auditor', { 'GET /merchants/demo/legal': [terms] });
    renderConsole('/demo/content/legal');
    expect(await screen.findByText('Terms of use')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit|Write/ })).not.toBeInTheDocument();
  });
});
