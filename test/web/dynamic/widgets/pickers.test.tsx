import { screen, within } from '@testing-library/react';
import { DateWidget } from '../../../../src/dynamic/widgets/DateWidget';
import { TimeWidget } from '../../../../src/dynamic/widgets/TimeWidget';
import { pasteInto, shownSections } from '../../support/pickers';
import { renderInForm } from '../../support/renderInForm';

describe('Date', () => {
  test('shows a stored ISO date DD/MM/YYYY and saves it unchanged', async () => {
    const { save } = renderInForm(<DateWidget source="startDate" label="Start date" />, { record: { startDate: '2024-12-25' } });
    const group = await screen.findByRole('group', { name: 'Start date' });
    expect(shownSections(group)).toBe('25|12|2024');
    expect(group.querySelector('input')).toHaveValue('25/12/2024');
    expect(await save()).toEqual({ startDate: '2024-12-25' });
  });

  test('a date typed DD/MM/YYYY is saved as YYYY-MM-DD', async () => {
    const { save } = renderInForm(<DateWidget source="endDate" label="End date" />);
    pasteInto(await screen.findByRole('group', { name: 'End date' }), '01/02/2025');
    expect(await save()).toEqual({ endDate: '2025-02-01' });
  });

  test('a day chosen in the calendar is saved', async () => {
    const { user, save } = renderInForm(<DateWidget source="day" label="Day" />, { record: { day: '2024-12-25' } });
    await user.click(await screen.findByRole('button', { name: /Choose date/ }));
    const calendar = await screen.findByRole('dialog');
    await user.click(within(calendar).getByRole('gridcell', { name: '10' }));
    // The desktop picker closes on a choice; the mobile one asks for OK.
    const ok = within(calendar).queryByRole('button', { name: 'OK' });
    if (ok) await user.click(ok);
    expect(await save()).toEqual({ day: '2024-12-10' });
  });

  test('required: an empty date is refused with the message', async () => {
    const { save } = renderInForm(<DateWidget source="day" label="Day" required />);
    await screen.findByRole('group', { name: 'Day (*)' });
    expect(await save()).toBeNull();
    expect(await screen.findByText('Day is required!')).toBeInTheDocument();
  });
});

test('in Vietnamese, screen readers read the picker in Vietnamese: its sections, its button and its clock', async () => {
  const { user } = renderInForm(
    <>
      <DateWidget source="day" label="Ngày hẹn" />
      <TimeWidget source="at" label="Giờ hẹn" />
    </>,
    { locale: 'vi', record: { day: '2024-12-25' } },
  );
  const day = await screen.findByRole('group', { name: 'Ngày hẹn' });
  expect(within(day).getAllByRole('spinbutton').map((section) => section.getAttribute('aria-label'))).toEqual(['Ngày', 'Tháng', 'Năm']);
  expect(within(day).getByRole('button', { name: 'Chọn ngày, ngày đã chọn là 25 thg 12 năm 2024' })).toBeInTheDocument();
  const time = await screen.findByRole('group', { name: 'Giờ hẹn' });
  expect(within(time).getAllByRole('spinbutton').map((section) => section.getAttribute('aria-label'))).toEqual(['Giờ', 'Phút']);
  await user.click(within(time).getByRole('button', { name: 'Chọn giờ' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('listbox', { name: 'Chọn giờ' })).toBeInTheDocument();
});

describe('Time', () => {
  test('shows a stored time 24-hour and saves it unchanged', async () => {
    const { save } = renderInForm(<TimeWidget source="at" label="At" />, { record: { at: '18:45' } });
    const group = await screen.findByRole('group', { name: 'At' });
    expect(shownSections(group)).toBe('18|45');
    expect(await save()).toEqual({ at: '18:45' });
  });

  test('a typed time is saved as HH:mm', async () => {
    const { save } = renderInForm(<TimeWidget source="at" label="At" />);
    pasteInto(await screen.findByRole('group', { name: 'At' }), '07:30');
    expect(await save()).toEqual({ at: '07:30' });
  });

  test('the picker offers 24 hours and 15-minute steps, and saves the choice', async () => {
    const { user, save } = renderInForm(<TimeWidget source="at" label="At" />, { record: { at: '09:00' } });
    await user.click(await screen.findByRole('button', { name: /Choose time/ }));
    const dialog = await screen.findByRole('dialog');
    const hours = within(dialog).getByRole('listbox', { name: 'Select hours' });
    const minutes = within(dialog).getByRole('listbox', { name: 'Select minutes' });
    expect(within(hours).getAllByRole('option')).toHaveLength(24);
    expect(within(minutes).getAllByRole('option').map((option) => option.textContent)).toEqual(['00', '15', '30', '45']);
    expect(within(dialog).queryByRole('listbox', { name: /meridiem/i })).toBeNull();
    await user.click(within(hours).getByRole('option', { name: '14 hours' }));
    await user.click(within(minutes).getByRole('option', { name: '15 minutes' }));
    const ok = within(dialog).queryByRole('button', { name: 'OK' });
    if (ok) await user.click(ok);
    expect(await save()).toEqual({ at: '14:15' });
  });
});
