import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateRangePicker } from '../../../src/ui/dateRange/DateRangePicker';
import type { DateRangeChoice } from '../../../src/ui/dateRange/dateRangeChoice';
import { TestAdmin } from '../support/TestAdmin';

// 15/03/2026 10:00 in Ho Chi Minh City: only Date is faked.
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-03-15T03:00:00.000Z'),
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'hrtime'],
  });
});
afterEach(() => jest.useRealTimers());

const Controlled = ({ onChange }: { onChange: (choice: DateRangeChoice) => void }) => {
  const [choice, setChoice] = useState<DateRangeChoice>({ preset: 'thisMonth' });
  return (
    <DateRangePicker
      value={choice}
      onChange={(next) => {
        onChange(next);
        setChoice(next);
      }}
    />
  );
};

test('the presets are a labelled select the keyboard works, in the spec order, and the range is said DD/MM/YYYY', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(
    <TestAdmin>
      <Controlled onChange={onChange} />
    </TestAdmin>,
  );
  const select = screen.getByRole('combobox', { name: /^Period/ });
  expect(screen.getByText('From 01/03/2026 to 31/03/2026')).toBeInTheDocument();
  await user.tab();
  expect(select).toHaveFocus();
  await user.keyboard('{Enter}');
  const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
  expect(options).toEqual(['Today', 'This Month', 'Last Month', 'This Year', 'Last Year', 'Custom range']);
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenLastCalledWith({ preset: 'thisYear' });
  expect(await screen.findByText('From 01/01/2026 to 31/12/2026')).toBeInTheDocument();
});

test('in Vietnamese, the custom range is two labelled date fields shown DD/MM/YYYY', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(
    <TestAdmin locale="vi">
      <Controlled onChange={onChange} />
    </TestAdmin>,
  );
  await user.click(screen.getByRole('combobox', { name: /^Khoảng thời gian/ }));
  await user.click(await screen.findByRole('option', { name: 'Tuỳ chọn' }));
  expect(onChange).toHaveBeenLastCalledWith({ preset: 'custom', from: '2026-03-01', to: '2026-03-31' });
  expect((await screen.findByRole('group', { name: 'Từ ngày' })).querySelector('input')).toHaveValue('01/03/2026');
  expect(screen.getByRole('group', { name: 'Đến ngày' }).querySelector('input')).toHaveValue('31/03/2026');
  expect(screen.getByText('Từ 01/03/2026 đến 31/03/2026')).toBeInTheDocument();
});
