import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../../lib/modal-store';
import { mockApi } from '../../../test/fetch-mock';
import { renderSite } from '../../../test/render-site';

const MEMBER = { token: 't-1', account: 'alice', isAgent: 0 as const };
const SENT = {
  id: '7',
  type: 'GAME',
  content: 'Slots are slow',
  imageCount: 1,
  status: 'OPEN',
  answer: null,
  answeredAt: null,
  createdAt: '2026-11-22T10:00:00.000Z',
};

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function openFeedback() {
  const view = renderSite('/promotions', { session: MEMBER });
  act(() => useModalStore.getState().openModal({ name: 'feedback' }));
  return view;
}

function pick(files: File[]) {
  fireEvent.change(screen.getByTestId('feedback-images-input'), { target: { files } });
}

const feedbackCalls = (mock: ReturnType<typeof mockApi>) =>
  mock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === '/wps/feedback');

describe('feedback modal', { timeout: 15_000 }, () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => act(() => useModalStore.getState().closeAllModals()));

  it('checks the content before calling the server and counts characters to 140', async () => {
    const fetchMock = mockApi({});
    const { user } = openFeedback();
    await user.click(await screen.findByTestId('feedback-submit'));
    expect(await screen.findByTestId('feedback-content-error')).toHaveTextContent(
      'Content must not be empty',
    );
    await user.type(screen.getByTestId('feedback-content'), 'Hello');
    expect(screen.getByTestId('feedback-counter')).toHaveTextContent('5/140');
    expect(screen.getByTestId('feedback-content')).toHaveAttribute('maxLength', '140');
    expect(feedbackCalls(fetchMock)).toHaveLength(0);
  });

  it('takes at most three png or jpg images, with previews that can be removed', async () => {
    mockApi({});
    const { user } = openFeedback();
    await screen.findByTestId('feedback-form');
    pick([png('a.png'), png('b.png')]);
    expect(screen.getAllByTestId('feedback-image')).toHaveLength(2);
    expect(screen.getByAltText('a.png')).toHaveAttribute('src', 'blob:a.png');
    pick([png('c.png'), png('d.png')]);
    expect(screen.getByTestId('feedback-images-error')).toHaveTextContent(
      'At most three images can be attached.',
    );
    expect(screen.getAllByTestId('feedback-image')).toHaveLength(2);
    pick([new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' })]);
    expect(screen.getByTestId('feedback-images-error')).toHaveTextContent(
      'Only PNG or JPG images are accepted.',
    );
    pick([png('huge.png', 5 * 1024 * 1024 + 1)]);
    expect(screen.getByTestId('feedback-images-error')).toHaveTextContent('The file is larger than 5 MB.');
    pick([png('c.png')]);
    expect(screen.getAllByTestId('feedback-image')).toHaveLength(3);
    expect(screen.getByTestId('feedback-images-input')).toBeDisabled();
    await user.click(screen.getByTestId('feedback-image-remove-0'));
    expect(screen.getAllByTestId('feedback-image')).toHaveLength(2);
    expect(screen.queryByAltText('a.png')).toBeNull();
  });

  it('sends type, content and images as multipart, then says it was sent', async () => {
    const fetchMock = mockApi({ '/wps/feedback': { value: SENT } });
    const { user } = openFeedback();
    await screen.findByTestId('feedback-form');
    await user.selectOptions(screen.getByTestId('feedback-type'), 'GAME');
    await user.type(screen.getByTestId('feedback-content'), 'Slots are slow');
    pick([png('shot.png')]);
    await user.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByTestId('feedback-sent')).toBeInTheDocument();
    const [call] = feedbackCalls(fetchMock);
    expect(call?.[1]?.method).toBe('PUT');
    const body = call?.[1]?.body as FormData;
    expect(body.get('type')).toBe('GAME');
    expect(body.get('content')).toBe('Slots are slow');
    expect((body.getAll('images') as File[]).map((f) => f.name)).toEqual(['shot.png']);
  });

  it('shows the server’s refusal of an image under the images', async () => {
    mockApi({
      '/wps/feedback': { failure: { code: 'FILE_TYPE_NOT_ALLOWED', message: 'file_type_not_allowed' } },
    });
    const { user } = openFeedback();
    await user.type(await screen.findByTestId('feedback-content'), 'See picture');
    pick([png('renamed.png')]);
    await user.click(screen.getByTestId('feedback-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('feedback-images-error')).toHaveTextContent(
        'Only PNG or JPG images are accepted.',
      ),
    );
    expect(screen.queryByTestId('feedback-sent')).toBeNull();
  });
});
