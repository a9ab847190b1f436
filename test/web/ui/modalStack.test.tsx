import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { ModalHost } from '../../../src/ui/modals/ModalHost';
import { CLOSE_TRANSITION_MS, POP_DELAY_MS } from '../../../src/ui/modals/modalStack';
import { ModalStackProvider, type ModalStack, useModalStack } from '../../../src/ui/modals/ModalStackProvider';
import { testI18nProvider } from '../support/catalogues';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the spec timings: 200 ms close animation, removal 300 ms after hiding', () => {
  expect(CLOSE_TRANSITION_MS).toBe(200);
  expect(POP_DELAY_MS).toBe(300);
});

describe('the stack', () => {
  const open = () => renderHook(useModalStack, { wrapper: ({ children }: { children: ReactNode }) => <ModalStackProvider>{children}</ModalStackProvider> });

  test('push shows a modal with a unique id', () => {
    const { result } = open();
    let first = '';
    let second = '';
    act(() => {
      first = result.current.push({ kind: 'message', message: 'one' });
      second = result.current.push({ kind: 'message', message: 'two' });
    });
    expect(first).not.toBe(second);
    expect(result.current.modals.map(({ id, show, message }) => ({ id, show, message }))).toEqual([
      { id: first, show: true, message: 'one' },
      { id: second, show: true, message: 'two' },
    ]);
  });

  test('hide sets show false at once and pops the modal 300 ms later, leaving the others', () => {
    const { result } = open();
    let first = '';
    act(() => {
      first = result.current.push({ kind: 'message', message: 'one' });
      result.current.push({ kind: 'message', message: 'two' });
    });
    act(() => result.current.hide(first));
    expect(result.current.modals.map((modal) => [modal.message, modal.show])).toEqual([
      ['one', false],
      ['two', true],
    ]);
    act(() => jest.advanceTimersByTime(POP_DELAY_MS - 1));
    expect(result.current.modals).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.modals.map((modal) => modal.message)).toEqual(['two']);
  });

  test('pending removals are dropped when the stack goes away', () => {
    const { result, unmount } = open();
    act(() => result.current.hide(result.current.push({ kind: 'message', message: 'one' })));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

});

describe('the host', () => {
  let stack: ModalStack;
  const Capture = () => {
    stack = useModalStack();
    return null;
  };
  const renderHost = () =>
    render(
      <AdminContext i18nProvider={testI18nProvider('en')}>
        <ModalStackProvider>
          <Capture />
          <ModalHost />
        </ModalStackProvider>
      </AdminContext>,
    );

  test('a message modal closes with its button and leaves the page after the animation', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onClose = jest.fn();
    renderHost();
    act(() => {
      stack.push({ kind: 'message', message: 'app.http.dataNotFound', onClose });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    expect(dialog).toHaveTextContent('Data Not Found');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(stack.modals[0].show).toBe(false);
    act(() => jest.advanceTimersByTime(POP_DELAY_MS));
    expect(stack.modals).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a confirm modal answers cancel or confirm once', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderHost();
    act(() => {
      stack.push({ kind: 'confirm', message: 'Delete this shop?', onConfirm, onCancel });
    });
    expect(await screen.findByRole('dialog', { name: 'Please confirm' })).toHaveTextContent('Delete this shop?');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(POP_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => {
      stack.push({ kind: 'confirm', message: 'Block this voucher?', onConfirm, onCancel });
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(POP_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
