import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type TModalProps } from './modal';

/** A page with an opener button, so focus return and re-opening can be observed. */
function Harness(props: Partial<TModalProps> & { onClosed?: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const close = () => {
    setIsOpen(false);
    props.onClosed?.();
  };
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        open
      </button>
      {isOpen && (
        <Modal name="sample" title="Sample title" {...props} onClose={close}>
          <input aria-label="first field" />
          <button type="button">last action</button>
        </Modal>
      )}
    </>
  );
}

async function openHarness(props: Partial<TModalProps> = {}) {
  const user = userEvent.setup();
  const onClosed = vi.fn();
  render(<Harness {...props} onClosed={onClosed} />);
  await user.click(screen.getByRole('button', { name: 'open' }));
  return { user, onClosed };
}

describe('Modal', () => {
  it('is a labelled modal dialog named by its test id, and moves focus into it', async () => {
    await openHarness();
    const dialog = screen.getByRole('dialog', { name: 'Sample title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-testid', 'modal-sample');
    expect(screen.getByLabelText('first field')).toHaveFocus();
  });

  it('closes with its close button and gives the focus back to the opener', async () => {
    const { user, onClosed } = await openHarness();
    await user.click(screen.getByTestId('modal-close'));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });

  it('closes by a click on the cover', async () => {
    const { user, onClosed } = await openHarness();
    await user.click(screen.getByTestId('modal-cover'));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('stays open on a cover click when the cover is disabled', async () => {
    const { user, onClosed } = await openHarness({ isCoverDisabled: true });
    await user.click(screen.getByTestId('modal-cover'));
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('has no close button or cover when asked not to', async () => {
    await openHarness({ hasCloseButton: false, hasCover: false });
    expect(screen.queryByTestId('modal-close')).not.toBeInTheDocument();
    expect(screen.queryByTestId('modal-cover')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user, onClosed } = await openHarness();
    await user.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('closes by itself after its time-out', async () => {
    vi.useFakeTimers();
    try {
      const onClose = vi.fn();
      render(
        <Modal name="toast" title="Done" onClose={onClose} timeoutMs={3000}>
          body
        </Modal>,
      );
      act(() => vi.advanceTimersByTime(2999));
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('locks page scroll while any modal is open and restores it after the last one closes', () => {
    document.body.style.overflow = 'scroll';
    const noop = () => undefined;
    const { rerender } = render(
      <>
        <Modal name="a" title="A" onClose={noop}>
          a
        </Modal>
        <Modal name="b" title="B" onClose={noop}>
          b
        </Modal>
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <Modal name="a" title="A" onClose={noop}>
        a
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<></>);
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openHarness();
    const close = screen.getByTestId('modal-close');
    const first = screen.getByLabelText('first field');
    const last = screen.getByRole('button', { name: 'last action' });
    expect(first).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
  });

  it('answers Escape only in the top modal of a stack', async () => {
    const user = userEvent.setup();
    const closeBottom = vi.fn();
    const closeTop = vi.fn();
    render(
      <>
        <Modal name="bottom" title="Bottom" onClose={closeBottom}>
          bottom
        </Modal>
        <Modal name="top" title="Top" onClose={closeTop}>
          top
        </Modal>
      </>,
    );
    await user.keyboard('{Escape}');
    expect(closeTop).toHaveBeenCalledTimes(1);
    expect(closeBottom).not.toHaveBeenCalled();
  });
});
