/**
 * Texts of spec §5 that the definition check reports, each with the i18n key the widgets show it under
 * (src/dynamic/widgets: `app.widgets.*`); the texts are the spec's own, used as they are where no key is translated.
 */
export const DEFINITION_MESSAGES = {
  /** A picker (SingleModel, SelectModel, ArrayModel) without `modelSelectField`. */
  missingModelSelectField: { key: 'app.widgets.picker.missingModelSelectField', text: 'Thiếu dữ liệu modelSelectField' },
  /** The dropdown (SelectMutilple) without `modelSelectField`. */
  missingDropdownField: { key: 'app.widgets.picker.missingDropdownField', text: 'Missing modelSelectField' },
  /** A field whose widget is not one of spec §9's. */
  invalidType: { key: 'app.widgets.invalidType', text: 'Invalid type {widget}' },
} as const;

export const invalidTypeText = (widget: string) => DEFINITION_MESSAGES.invalidType.text.replace('{widget}', widget);

/** The message for a model widget without `modelSelectField`, as the widget itself shows it. */
export const missingModelSelectField = (widget: string): { key: string; text: string } =>
  widget === 'SelectMutilple' ? DEFINITION_MESSAGES.missingDropdownField : DEFINITION_MESSAGES.missingModelSelectField;
