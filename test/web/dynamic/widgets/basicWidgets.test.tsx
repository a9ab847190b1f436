import { screen } from '@testing-library/react';
import { CheckboxWidget } from '../../../../src/dynamic/widgets/CheckboxWidget';
import { EnumWidget } from '../../../../src/dynamic/widgets/EnumWidget';
import { InvalidWidget } from '../../../../src/dynamic/widgets/InvalidWidget';
import { PasswordWidget } from '../../../../src/dynamic/widgets/PasswordWidget';
import { TextAreaWidget } from '../../../../src/dynamic/widgets/TextAreaWidget';
import { TextWidget } from '../../../../src/dynamic/widgets/TextWidget';
import { renderInForm } from '../../support/renderInForm';

describe('Text', () => {
  test('saves what was typed', async () => {
    const { user, save } = renderInForm(<TextWidget source="name" label="Name" placeholder="Your name" />);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('placeholder', 'Your name');
    await user.type(input, 'Phở');
    expect(await save()).toEqual({ name: 'Phở' });
  });

  test("type 'number' saves a number", async () => {
    const { user, save } = renderInForm(<TextWidget source="order" label="Order" type="number" />);
    await user.type(screen.getByLabelText('Order'), '42');
    expect(await save()).toEqual({ order: 42 });
  });

  test("type 'money' saves whole đồng read by parseMoney, shows it back as money, and refuses what it cannot read by name", async () => {
    const { user, save } = renderInForm(<TextWidget source="minOrder" label="Minimum order" type="money" required />);
    const input = screen.getByLabelText('Minimum order (*)');
    expect(input.closest('.MuiInputBase-root')).toHaveTextContent('₫');
    // Issue 30: '150000.5' was saved as 1.500.005 ₫ by a number input that dropped the point.
    for (const [typed, message] of [
      ['150000.5', 'Minimum order: whole đồng only, without decimals'],
      ['1e6', 'Minimum order: type digits only, e.g. 1,500,000'],
      ['-150000', 'Minimum order: enter the amount without a sign'],
    ]) {
      await user.clear(input);
      await user.type(input, typed);
      expect(await save()).toBeNull();
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(input).toHaveValue(typed);
    }
    await user.clear(input);
    await user.type(input, '1,500,000');
    expect(screen.getByText('= ₫1,500,000')).toBeInTheDocument();
    expect(await save()).toEqual({ minOrder: 1_500_000 });
  });

  test('hideValue renders a password input', () => {
    renderInForm(<TextWidget source="secret" label="Secret" hideValue />);
    expect(screen.getByLabelText('Secret')).toHaveAttribute('type', 'password');
  });

  test('the default applies when the value is undefined, not over a record value', async () => {
    const first = renderInForm(<TextWidget source="a" label="A" defaultValue="x" />);
    expect(await first.save()).toEqual({ a: 'x' });
    first.unmount();
    const second = renderInForm(<TextWidget source="a" label="A" defaultValue="x" />, { record: { a: 'kept' } });
    expect(await second.save()).toEqual({ a: 'kept' });
  });

  test('disabled', () => {
    renderInForm(<TextWidget source="a" label="A" disabled />);
    expect(screen.getByLabelText('A')).toBeDisabled();
  });

  test('disabled, an instant the server wrote shows dd/MM/yyyy HH:mm (Ho Chi Minh City) and is saved unchanged', async () => {
    const syncedAt = '2026-11-23T03:05:00.000Z';
    const { save } = renderInForm(
      <>
        <TextWidget source="syncedAt" label="Synced at" disabled />
        <TextWidget source="code" label="Code" disabled />
      </>,
      { record: { syncedAt, code: '2026-11-23' } },
    );
    expect(screen.getByLabelText('Synced at')).toHaveValue('23/11/2026 10:05');
    // Only instants: other text stays as written.
    expect(screen.getByLabelText('Code')).toHaveValue('2026-11-23');
    expect(await save()).toEqual({ syncedAt, code: '2026-11-23' });
  });

  test('disabled, with no value (null): an empty input, never a null `value` (React warns)', async () => {
    // React's "should not be null" and "uncontrolled to controlled" warnings fail the test (test/web/setup.ts).
    const { save } = renderInForm(<TextWidget source="syncedAt" label="Synced at" disabled />, { record: { syncedAt: null } });
    expect(screen.getByLabelText('Synced at')).toHaveValue('');
    expect(await save()).toEqual({ syncedAt: null });
  });
});

describe('required (spec §5)', () => {
  test("an empty required field gets '(*)' and '{field name} is required!' and is not saved", async () => {
    const { user, save } = renderInForm(<TextWidget source="name" label="Name" required />);
    expect(screen.getByLabelText('Name (*)')).toBeInTheDocument();
    expect(await save()).toBeNull();
    expect(await screen.findByText('Name is required!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name (*)'), 'a');
    expect(await save()).toEqual({ name: 'a' });
  });

  test('in Vietnamese', async () => {
    const { save } = renderInForm(<TextAreaWidget source="note" label="Ghi chú" required />, { locale: 'vi' });
    expect(await save()).toBeNull();
    expect(await screen.findByText('Ghi chú là bắt buộc!')).toBeInTheDocument();
  });

  test('0 is a value', async () => {
    const { save } = renderInForm(<TextWidget source="n" label="N" type="number" required />, { record: { n: 0 } });
    expect(await save()).toEqual({ n: 0 });
  });

  test('false is a value for a checkbox', async () => {
    const { save } = renderInForm(<CheckboxWidget source="on" label="On" required />, { record: { on: false } });
    expect(await save()).toEqual({ on: false });
  });
});

test('TextArea saves several lines', async () => {
  const { user, save } = renderInForm(<TextAreaWidget source="note" label="Note" />);
  const input = screen.getByLabelText('Note');
  expect(input.tagName).toBe('TEXTAREA');
  await user.type(input, 'one{Enter}two');
  expect(await save()).toEqual({ note: 'one\ntwo' });
});

test('Password hides the value until shown, and saves it', async () => {
  const { user, save } = renderInForm(<PasswordWidget source="password" label="Password" />);
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('type', 'password');
  await user.type(input, 's3cret');
  expect(await save()).toEqual({ password: 's3cret' });
});

test('Enum offers the items and saves the key of the one chosen', async () => {
  const items = [
    { key: 'active', value: 'Hoạt động' },
    { key: 'locked', value: 'Đã khoá' },
  ];
  const { user, save } = renderInForm(<EnumWidget source="status" label="Status" items={items} />);
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'Đã khoá' }));
  expect(await save()).toEqual({ status: 'locked' });
});

test('Checkbox saves true when switched on', async () => {
  const { user, save } = renderInForm(<CheckboxWidget source="enabled" label="Enabled" />);
  await user.click(screen.getByLabelText('Enabled'));
  expect(await save()).toEqual({ enabled: true });
});

test.each([
  ['en', 'Invalid type Foo'],
  ['vi', 'Kiểu trường không hợp lệ: Foo'],
] as const)('an unknown widget in %s reads %p', (locale, text) => {
  renderInForm(<InvalidWidget widget="Foo" />, { locale });
  expect(screen.getByRole('alert')).toHaveTextContent(text);
});
