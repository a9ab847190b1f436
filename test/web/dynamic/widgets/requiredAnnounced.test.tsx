import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { FieldDefinition } from '../../../../src/api/pageDefinition';
import { FieldInput } from '../../../../src/dynamic/views/FieldInput';
import { ArrayImageWidget } from '../../../../src/dynamic/widgets/ArrayImageWidget';
import { CaptchaWidget } from '../../../../src/dynamic/widgets/CaptchaWidget';
import { CheckboxWidget } from '../../../../src/dynamic/widgets/CheckboxWidget';
import { DateWidget } from '../../../../src/dynamic/widgets/DateWidget';
import { EnumWidget } from '../../../../src/dynamic/widgets/EnumWidget';
import { ImageWidget } from '../../../../src/dynamic/widgets/ImageWidget';
import { LocationWidget } from '../../../../src/dynamic/widgets/LocationWidget';
import { PasswordWidget } from '../../../../src/dynamic/widgets/PasswordWidget';
import { requiredProps } from '../../../../src/dynamic/widgets/required';
import { RichTextWidget } from '../../../../src/dynamic/widgets/RichTextWidget';
import { TableGenerate } from '../../../../src/dynamic/widgets/tables';
import { TabsLanguageWidget } from '../../../../src/dynamic/widgets/TabsLanguageWidget';
import { TimeWidget } from '../../../../src/dynamic/widgets/TimeWidget';
import { UploadWidget } from '../../../../src/dynamic/widgets/UploadWidget';
import { validPage } from '../pages/pageFixture';
import { captchaHandler, mockApi } from '../../support/api';
import { renderInForm } from '../../support/renderInForm';

/**
 * Every input widget of the page engine but the model pickers (WCAG 1.3.1, 3.3.1, 3.3.2, 4.1.2): a required field
 * says so to assistive technology, not only with the '(*)' people see, and without react-admin's second visible
 * asterisk; an invalid one is marked invalid and described by its message. A control whose role takes
 * `aria-required` carries it; a group (date and time fields, uploads, images, tables) and the button that opens
 * the file chooser are described by a hidden "Required" instead.
 */

// jsdom has no layout: ProseMirror measures the selection to scroll it into view. Ranges get empty boxes here.
beforeAll(() => {
  const empty = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getBoundingClientRect = empty;
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
});

beforeEach(() => mockApi({ 'GET /api/user/create-captcha': captchaHandler() }));

const CITIES = [
  { key: 'hn', value: 'Hà Nội' },
  { key: 'hcm', value: 'Hồ Chí Minh' },
];

/** SelectMutilple over its own items: drawn by the dispatcher, not by a model picker. */
const channels = (required: boolean): FieldDefinition => ({ field: 'channels', name: 'Channels', widget: 'SelectMutilple', required, items: CITIES });

interface Case {
  /** The label the widget is given (the field's name). */
  label: string;
  /** The widget, required or not. */
  widget: (required: boolean) => ReactElement;
  /** A record that leaves the field missing (a switch and a table default to a value). */
  record?: Record<string, unknown>;
  /** The elements that say "required" and, once saved empty, "invalid" with the message: the control, or the group. */
  controls: (name: string) => Promise<HTMLElement[]>;
  /** Marked by `aria-required`, or by the hidden hint in the description (roles that cannot carry the attribute). */
  marker: 'aria-required' | 'hint';
  /** Focusable controls inside a group, described by the hint and the message too (where the focus stops). */
  focusStops?: () => HTMLElement[];
}

const byLabel = async (name: string) => [await screen.findByLabelText(name)];
const combobox = async (name: string) => [await screen.findByRole('combobox', { name })];
const group = async (name: string) => [await screen.findByRole('group', { name })];

/** The dispatcher gives a table its label and rule (FieldInput); a table drawn alone gets them here. */
const requiredTable = (required: boolean) => ({ ...requiredProps({ label: 'Limits', required }), required });

const CASES: Record<string, Case> = {
  Enum: {
    label: 'City',
    widget: (required) => <EnumWidget source="city" label="City" required={required} items={CITIES} />,
    controls: combobox,
    marker: 'aria-required',
  },
  'SelectMutilple with items': {
    label: 'Channels',
    widget: (required) => <FieldInput page={validPage()} field={channels(required)} />,
    // An empty list is a value (spec §5): only a missing one is refused.
    record: { channels: null },
    controls: combobox,
    marker: 'aria-required',
  },
  Checkbox: {
    label: 'On',
    widget: (required) => <CheckboxWidget source="on" label="On" required={required} />,
    record: { on: null },
    controls: async (name) => [await screen.findByRole('switch', { name })],
    marker: 'aria-required',
  },
  Password: {
    label: 'Secret',
    widget: (required) => <PasswordWidget source="secret" label="Secret" required={required} />,
    controls: byLabel,
    marker: 'aria-required',
  },
  Location: {
    label: 'Location',
    widget: (required) => <LocationWidget source="location" label="Location" required={required} />,
    controls: byLabel,
    marker: 'aria-required',
  },
  TabsLanguage: {
    label: 'Title',
    widget: (required) => <TabsLanguageWidget source="title" label="Title" required={required} />,
    // One input per language, both in the form.
    controls: async (name) => screen.findAllByLabelText(name),
    marker: 'aria-required',
  },
  Captcha: {
    label: 'Captcha',
    widget: (required) => <CaptchaWidget source="captcha" label="Captcha" required={required} />,
    controls: byLabel,
    marker: 'aria-required',
  },
  RichText: {
    label: 'Body',
    widget: (required) => <RichTextWidget source="body" label="Body" required={required} />,
    controls: async (name) => [await screen.findByRole('textbox', { name })],
    marker: 'aria-required',
  },
  Date: {
    label: 'Day',
    widget: (required) => <DateWidget source="day" label="Day" required={required} />,
    controls: group,
    marker: 'hint',
  },
  Time: {
    label: 'At',
    widget: (required) => <TimeWidget source="at" label="At" required={required} />,
    controls: group,
    marker: 'hint',
  },
  Upload: {
    label: 'Contract',
    widget: (required) => <UploadWidget source="contract" label="Contract" required={required} />,
    controls: group,
    marker: 'hint',
    focusStops: () => [screen.getByRole('button', { name: 'Choose a file' })],
  },
  Image: {
    label: 'Thumbnail',
    widget: (required) => <ImageWidget source="thumbnail" label="Thumbnail" required={required} />,
    controls: group,
    marker: 'hint',
    focusStops: () => [screen.getByRole('button', { name: 'Choose an image' })],
  },
  ArrayImage: {
    label: 'Images',
    widget: (required) => <ArrayImageWidget source="images" label="Images" required={required} />,
    controls: group,
    marker: 'hint',
    focusStops: () => [screen.getByRole('button', { name: 'Add an image' })],
  },
  TableGenerate: {
    label: 'Limits',
    widget: (required) => <TableGenerate source="limits" columns={[{ field: 'channel', title: 'Channel', dataType: 'string' }]} {...requiredTable(required)} />,
    record: { limits: null },
    controls: group,
    marker: 'hint',
  },
};

/** Whether an element is drawn: no ancestor hidden by a style or the hidden attribute. */
const isShown = (element: Element) => {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none' || node.hasAttribute('hidden')) return false;
  }
  return true;
};

describe.each(Object.entries(CASES))('%s', (_widget, { label, widget, record, controls, marker, focusStops }) => {
  test('required: marked for assistive technology, and no second asterisk is seen', async () => {
    const { container } = renderInForm(widget(true), { record });
    for (const control of await controls(`${label} (*)`)) {
      if (marker === 'aria-required') expect(control).toHaveAttribute('aria-required', 'true');
      else expect(control).toHaveAccessibleDescription(/^Required/);
    }
    for (const stop of focusStops?.() ?? []) expect(stop).toHaveAccessibleDescription('Required');
    // react-admin's own mark: a thin space and an asterisk after the label.
    expect(container.textContent).not.toContain('\u2009*');
  });

  test('not required: no mark', async () => {
    renderInForm(widget(false), { record });
    for (const control of await controls(label)) {
      expect(control).not.toHaveAttribute('aria-required');
      expect(control).not.toHaveAccessibleDescription(/Required/);
    }
  });

  test('saved empty: marked invalid and described by its message, which is seen once', async () => {
    const { save } = renderInForm(widget(true), { record });
    const found = await controls(`${label} (*)`);
    expect(await save()).toBeNull();
    const message = `${label} is required!`;
    await waitFor(() => {
      for (const control of found) {
        expect(control).toHaveAttribute('aria-invalid', 'true');
        expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
      }
    });
    for (const stop of focusStops?.() ?? []) expect(stop).toHaveAccessibleDescription(`Required ${message}`);
    expect(screen.getAllByText(message).filter(isShown)).toHaveLength(1);
  });
});

test('the hidden hint is read in Vietnamese too', async () => {
  renderInForm(<UploadWidget source="contract" label="Hợp đồng" required />, { locale: 'vi' });
  expect(await screen.findByRole('group', { name: 'Hợp đồng (*)' })).toHaveAccessibleDescription('Bắt buộc');
  expect(screen.getByRole('button', { name: 'Chọn tệp' })).toHaveAccessibleDescription('Bắt buộc');
});
