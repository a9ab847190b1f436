import type {
  ButtonDefinition, ButtonDefinitionSource, FieldDefinition, FieldDefinitionSource, LocalizedText,
  PageDefinition, PageDefinitionSource, TextLanguage,
} from '../../api/pageDefinition';
import { textIn } from '../localizedText';

/** Turns one text at `path` into the string shown; the walk below visits every text a definition may carry. */
type TextMapper = (text: LocalizedText, path: string) => string;

const optional = (text: LocalizedText | undefined, path: string, map: TextMapper): string | undefined =>
  text === undefined ? undefined : map(text, path);

/** Keys set to undefined are left out, so a localized definition has the keys its source has. */
const compact = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;

const mapField = (field: FieldDefinitionSource, at: string, map: TextMapper): FieldDefinition =>
  compact({
    ...field,
    name: optional(field.name, `${at}.name`, map),
    placeholder: optional(field.placeholder, `${at}.placeholder`, map),
    group: optional(field.group, `${at}.group`, map),
    modelSelectField: optional(field.modelSelectField, `${at}.modelSelectField`, map),
    items: field.items?.map((item, index) =>
      'field' in item
        ? compact({ ...item, title: map(item.title, `${at}.items[${index}].title`), placeholder: optional(item.placeholder, `${at}.items[${index}].placeholder`, map) })
        : { ...item, value: map(item.value, `${at}.items[${index}].value`) },
    ),
  });

const mapButton = (button: ButtonDefinitionSource, at: string, map: TextMapper): ButtonDefinition =>
  compact({
    ...button,
    title: map(button.title, `${at}.title`),
    confirm: optional(button.confirm, `${at}.confirm`, map),
    requires: button.requires?.map((need, index) => ({ ...need, message: map(need.message, `${at}.requires[${index}].message`) })),
  });

/** Every text of the definition through `map`: page name, field names, placeholders, groups, options, columns, buttons. */
export const mapDefinitionTexts = (definition: PageDefinitionSource, map: TextMapper): PageDefinition => ({
  ...definition,
  name: map(definition.name, 'name'),
  schema: definition.schema.map((field, index) => mapField(field, `schema[${index}]`, map)),
  buttons: definition.buttons.map((button, index) => mapButton(button, `buttons[${index}]`, map)),
});

/** The definition in one language (the other one where a text lacks it), as the engine shows it. */
export const localizeDefinition = (definition: PageDefinitionSource, language: TextLanguage): PageDefinition =>
  mapDefinitionTexts(definition, (text) => textIn(text, language));

/** Every text of the definition with its path, as written. */
export const definitionTexts = (definition: PageDefinitionSource): { path: string; text: LocalizedText }[] => {
  const texts: { path: string; text: LocalizedText }[] = [];
  mapDefinitionTexts(definition, (text, path) => {
    texts.push({ path, text });
    return '';
  });
  return texts;
};
