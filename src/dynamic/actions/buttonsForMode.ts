import type { ButtonDefinition, Mode, PageDefinition } from '../../api/pageDefinition';

/** Spec §3 button `mode`: the buttons of a page shown in one mode; a button that names no mode shows in every one. */
export const buttonsForMode = (page: PageDefinition, mode: Mode): ButtonDefinition[] =>
  page.buttons.filter((button) => button.mode === undefined || button.mode.length === 0 || button.mode.includes(mode));
