import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render-console';
import { consoleAs, notice } from '../test/content-fixtures';

// The real TipTap editor (the other tests replace it with a textarea): it loads the stored HTML under its label.
describe('the rich editor in a content form', () => {
  it('opens a stored notice body in the TipTap editor, named by its label', async () => {
    consoleAs('content', {
      'GET /merchants/demo/notices': [notice('1', { html: '<p>Hello <strong>members</strong></p>' })],
    });
    renderConsole('/demo/content/notices/1');
    const editor = await screen.findByRole('textbox', { name: 'Body' });
    expect(await within(editor).findByText('members')).toBeInTheDocument();
    expect(editor.querySelector('strong')?.textContent).toBe('members');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
  });
});
