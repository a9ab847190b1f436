import { fireEvent, screen, within } from '@testing-library/react';

/** A picker field (MUI x-date-pickers) by its label: a group of spinbuttons, one per section. */
export const pickerGroup = (name: string | RegExp): HTMLElement => screen.getByRole('group', { name });

/** The text a picker field shows: its sections, as a screen reader reads them in order. */
export const shownSections = (group: HTMLElement): string =>
  within(group)
    .getAllByRole('spinbutton')
    .map((section) => section.textContent)
    .join('|');

/** Typing a whole value into a picker field, as pasting does; MUI keeps it in an input behind the sections. */
export const pasteInto = (group: HTMLElement, text: string): void => {
  const input = group.querySelector('input');
  if (!input) throw new Error('no picker input');
  fireEvent.change(input, { target: { value: text } });
};
