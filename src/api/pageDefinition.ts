import { z } from 'zod';
import { API_PATH, hasDotSegment } from '../core/apiPath';
import { isReservedKey } from '../core/keys';
import { ACTIONS } from './permissions';

/**
 * The one schema of a page definition (spec §3 "Page definition", CONTRACT.md "Page definitions"): the server
 * validates `PUT /api/admin/pages/<id>` with it, the app validates what `get-meta` answers. It checks shapes only;
 * the references inside a definition (api names, `#field#`, `@param@`, hideExpression) are checked by
 * `validateDefinition` (src/dynamic/definition). The spec's spellings are kept: `isMutilLanguage`,
 * `SelectMutilple`, `modelSelectField`, `hideValue`, `apiBasic`, `embedUrl`, `backOnDone`.
 */

/** The 21 widgets of spec §9. A field may name another one: it survives validation and renders 'Invalid type X'. */
export const WIDGETS = [
  'Time', 'Captcha', 'Upload', 'Password', 'ArrayModel', 'ArrayImage', 'Enum', 'RichText', 'TextArea', 'Image',
  'Location', 'Text', 'SingleModel', 'Checkbox', 'Date', 'TabsLanguage', 'SelectModel', 'TableSchema',
  'TableGenerate', 'SelectMutilple', 'CkEditorSchema',
] as const;
/**
 * Widgets of the page engine beyond spec §9: `Phone` (a Vietnamese mobile number, stored 0xxxxxxxxx), `PhoneImport`
 * (no value: pastes or uploads many numbers to the import api it names, for the form's `voucher`), `ModelCode` (picks
 * a record of its api and stores the record's first `modelSelectField` column, e.g. a voucher's code).
 */
export const ENGINE_WIDGETS = ['Phone', 'PhoneImport', 'ModelCode'] as const;
export type Widget = (typeof WIDGETS)[number] | (typeof ENGINE_WIDGETS)[number];
export const KNOWN_WIDGETS: ReadonlySet<string> = new Set<string>([...WIDGETS, ...ENGINE_WIDGETS]);
export const isKnownWidget = (widget: string): widget is Widget => KNOWN_WIDGETS.has(widget);

/** Widgets that pick records of a model and need `modelSelectField` (spec §5). */
export const MODEL_WIDGETS: ReadonlySet<string> = new Set<Widget>(['SingleModel', 'SelectModel', 'ArrayModel', 'SelectMutilple']);
/** Widgets whose `items` are column definitions (spec §3 "Table row widget items"). */
export const TABLE_WIDGETS: ReadonlySet<string> = new Set<Widget>(['TableSchema', 'TableGenerate']);
/** Widgets that hold one value per language with `isMutilLanguage` (drawn as language tabs, src/dynamic/views/FieldInput.tsx). */
export const MULTI_LANGUAGE_WIDGETS: ReadonlySet<string> = new Set<Widget>(['Text', 'TextArea', 'TabsLanguage', 'RichText', 'CkEditorSchema']);
/** Widgets whose `items` are `{ key, value }` options. */
export const OPTION_WIDGETS: ReadonlySet<string> = new Set<Widget>(['Enum', 'SelectMutilple']);
/** Widgets that crop an image: `imageWidth` and `imageHeight` default to spec §9's 250 × 260. */
export const IMAGE_WIDGETS: ReadonlySet<string> = new Set<Widget>(['Image', 'ArrayImage']);
export const IMAGE_DEFAULTS = { width: 250, height: 260 } as const;

/** `row`: a button of each list row (a url to the row's record), shown when its `hideExpression` does not hide it. */
export const MODES = ['list', 'show', 'create', 'edit', 'changed', 'import', 'edited', 'row'] as const;
export type Mode = (typeof MODES)[number];

export const BUTTON_ACTIONS = ['url', 'api', 'formModal', 'report'] as const;
export const BUTTON_COLORS = ['primary', 'secondary', 'success', 'error', 'info', 'warning', 'inherit'] as const;
/** Icon names the app maps to MUI icons; for the menu entry of a page and for buttons. */
export const ICONS = [
  'list', 'voucher', 'store', 'person', 'receipt', 'settings', 'dashboard', 'key', 'points', 'report', 'add',
  'edit', 'delete', 'save', 'check', 'block', 'sync', 'phone', 'view', 'upload', 'download', 'print', 'send',
  'back', 'close', 'link',
] as const;
/**
 * How the form screen renders a page: `form` (the default) is the generic form; `voucherPreview` is the phone-style
 * mock-up of a voucher (spec §2 "Voucher preview screen") over the page's read action, its editable fields and buttons.
 */
export const PAGE_VIEWS = ['form', 'voucherPreview'] as const;
export type PageView = (typeof PAGE_VIEWS)[number];
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const API_TYPES = ['list', 'read', 'create', 'update', 'delete', 'basic'] as const;
export const DATA_TYPES = ['string', 'number', 'boolean', 'float', 'array'] as const;

export const DEFAULT_LANGUAGES: readonly { code: string; name: string }[] = [
  { code: 'vi', name: 'Vietnamese' },
  { code: 'en', name: 'English' },
];

export const DEFINITION_LIMITS = {
  /** Bytes of the definition as JSON (UTF-8). */
  size: 256 * 1024,
  fields: 200,
  buttons: 50,
  apis: 50,
  items: 200,
  listEntries: 50,
  queryParams: 20,
  languages: 20,
  label: 200,
  text: 1000,
  template: 2000,
  hideExpression: 1000,
  rules: 10,
} as const;

/** Query parameters of the /form and /list routes (spec §2); `@param@` may name these or a declared `queryParams`. */
export const ROUTE_QUERY_PARAMS = ['page', 'mode', 'id', 'embed', 'voucher'] as const;

/**
 * Names a page's `resource` may not take: the first path segment of every hash route of the app (spec §2, the
 * routes of the screens in src/resources and the sign-in screens), which `#/<resource>` would hide, and the
 * resource names of those screens, whose permissions are fixed (canAccess). Compared without regard to case, as the
 * router matches paths.
 */
export const RESERVED_RESOURCES: readonly string[] = [
  'login', 'verifyLogin', 'forgotPass',
  'dashboard', 'transaction-history', 'transaction-detail', 'earn-point-history', 'settlement-point',
  'createSettlementPoint', 'merchants', 'api-keys', 'api-key', 'submerchants', 'submerchant', 'device', 'shops',
  'shop', 'user-roles', 'role', 'exportedReports', 'permission', 'permissions', 'user-permission', 'pageEditor',
  'form', 'list', 'profile', 'voucherApprove', 'voucherReview', 'checkout', 'searchphone', 'team-activity', 'webhooks', 'webhook',
  // Resource names of the screens that are not also a route's first segment.
  'transactions', 'money', 'employees', 'apiKeys', 'devices', 'earnPoints', 'settlementPoints', 'roles', 'pages', 'records', 'vouchers',
  'teamActivity',
];
/** A page's `resource`: also the model name of its records (`/api/records/<resource>`). */
export const RESOURCE_NAME = /^[a-z][a-zA-Z0-9-]{1,40}$/;
export const RESOURCE_NAME_MAX_LENGTH = 41;

const RESERVED_RESOURCE_KEYS: ReadonlySet<string> = new Set(RESERVED_RESOURCES.map((name) => name.toLowerCase()));
export const isReservedResource = (name: string): boolean => RESERVED_RESOURCE_KEYS.has(name.toLowerCase());

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

const label = z.string().max(DEFINITION_LIMITS.label);
const text = z.string().max(DEFINITION_LIMITS.text);
const template = z.string().max(DEFINITION_LIMITS.template);

/** The languages a text of a definition may be written in: the app's two (src/i18n/locales.ts). */
export const TEXT_LANGUAGES = ['vi', 'en'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];
/** A text per language, as `{ vi: 'Tên', en: 'Name' }`; one language may be missing (the linter warns). */
export type LocalizedLabels = { [language in TextLanguage]?: string };
/** A text of a definition: a plain string (any language, shown as it is) or one text per language. */
export type LocalizedText = string | LocalizedLabels;

/** A plain string as before, or `{ vi, en }` with at least one of them (src/core/localizedText.ts picks one). */
const localized = (plain: z.ZodType<string>) =>
  z.union([
    plain,
    z
      .strictObject({ vi: plain.optional(), en: plain.optional() })
      .refine((texts) => texts.vi !== undefined || texts.en !== undefined, { error: 'a text per language needs vi or en' }),
  ]);
const localizedLabel = localized(label);
const localizedText = localized(text);

const fieldName = z
  .string()
  .regex(IDENTIFIER, { error: 'must be an identifier: a letter or _, then letters, digits or _ (at most 64)' })
  .refine((name) => !isReservedKey(name), { error: 'this name is reserved' });

/** Api names may carry `-` (spec §7: sync-voucher, block-voucher). */
const apiName = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/, { error: 'must be an api name: a letter or _, then letters, digits, _ or -' })
  .refine((name) => !isReservedKey(name), { error: 'this name is reserved' });

/** A page id: a positive integer; a numeric string (as in `?page=45`) becomes a number. */
const pageId = z.union([
  z.number().int().positive().max(2_147_483_647),
  z
    .string()
    .max(10)
    .regex(/^[1-9][0-9]{0,9}$/, { error: 'must be a positive integer page id' })
    .transform(Number)
    .pipe(z.number().max(2_147_483_647)),
]);

/** A relative path of the API (src/core/apiPath.ts), with a message for each way to miss it. */
const apiUrl = z
  .string()
  .max(300)
  .regex(API_PATH, {
    error: 'must be a relative API path like /api/records/vouchers (letters, digits, _ ~ . - between slashes)',
  })
  .refine((url) => !hasDotSegment(url), {
    error: 'must not contain . or .. segments',
  });

/**
 * `a,b$$Header` (spec §3): the fields a model picker shows (dotted paths allowed), each with an optional column
 * header after `$$`. src/dynamic/widgets/models/modelColumns.ts reads it.
 */
const MODEL_FIELD_ENTRY = String.raw`\s*[A-Za-z_][A-Za-z0-9_]{0,63}(\.[A-Za-z_][A-Za-z0-9_]{0,63}){0,4}(\$\$[^,$]{1,100})?\s*`;
// Blank passes: the reference check then reports it with the spec's 'missing modelSelectField' messages.
export const MODEL_SELECT_FIELD = new RegExp(`^(\\s*|${MODEL_FIELD_ENTRY}(,${MODEL_FIELD_ENTRY})*)$`);

const modeList = z
  .union([z.string().max(200), z.array(z.string().max(20)).max(MODES.length * 2)])
  .transform((value, context): Mode[] => {
    const names = typeof value === 'string' ? value.split(',').map((name) => name.trim()).filter(Boolean) : value;
    const modes: Mode[] = [];
    for (const name of names) {
      if (!(MODES as readonly string[]).includes(name)) {
        context.addIssue({ code: 'custom', message: `unknown mode "${name.slice(0, 20)}" (one of ${MODES.join(', ')})`, input: value });
      } else if (!modes.includes(name as Mode)) {
        modes.push(name as Mode);
      }
    }
    return modes;
  });

/** The colours an option's chip can take in lists (MUI Chip colours). */
export const OPTION_COLORS = ['default', 'primary', 'secondary', 'success', 'error', 'info', 'warning'] as const;

export const enumOptionSchema = z.strictObject({
  key: z.union([z.string().max(DEFINITION_LIMITS.label), z.number(), z.boolean()]),
  value: localizedLabel,
  /** Set on any option of an Enum: lists show the field's value as a chip of this colour (a state, say). */
  color: z.enum(OPTION_COLORS).optional(),
});

export const tableColumnSchema = z.strictObject({
  field: fieldName,
  title: localizedLabel,
  placeholder: localizedLabel.optional(),
  dataType: z.enum(DATA_TYPES),
  interfaceType: z.string().max(64).optional(),
});

export type EnumOption = Resolved<z.output<typeof enumOptionSchema>>;
export type TableColumn = Resolved<z.output<typeof tableColumnSchema>>;
export type FieldItem = EnumOption | TableColumn;

export const isTableColumn = (item: FieldItem): item is TableColumn => 'field' in item;

/** An item with a `field` is a table column, any other an option: each is then checked by its own schema. */
const fieldItem = z.unknown().transform((value, context): z.output<typeof enumOptionSchema> | z.output<typeof tableColumnSchema> => {
  const isColumn = typeof value === 'object' && value !== null && Object.prototype.hasOwnProperty.call(value, 'field');
  const result = (isColumn ? tableColumnSchema : enumOptionSchema).safeParse(value);
  if (result.success) return result.data;
  // Passed on as they are, so unknown keys keep their code; the paths are relative to the item.
  for (const issue of result.error.issues) context.addIssue(issue as z.core.$ZodRawIssue);
  return z.NEVER;
});

const dimension = z.number().int().min(1).max(4000);

/** The comparisons a `compare` rule may make between a field and another of the same record. */
export const COMPARE_OPS = ['<', '<=', '>', '>=', '==', '!='] as const;
export type CompareOp = (typeof COMPARE_OPS)[number];
/** The kinds of rule a field may carry; a rule object has exactly one of these keys (src/core/fieldRules.ts). */
export const RULE_KINDS = ['min', 'max', 'unique', 'compare', 'notPast'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

const ruleCondition = z.strictObject({
  field: fieldName,
  equals: z.union([z.string().max(DEFINITION_LIMITS.label), z.number(), z.boolean()]),
});

/**
 * One declarative rule of a field (data, never code): `min`/`max` bound a number, `unique` refuses a value another
 * record of the owner's resource has, `compare` sets the value against another field's, `notPast` refuses a date
 * before today (Asia/Ho_Chi_Minh), optionally only `when` another field has a value and only `on: 'create'`.
 * `message` is a catalogue key said instead of the rule's own text. The form and the record store check them alike.
 */
export const fieldRuleSchema = z
  .strictObject({
    min: z.number().optional(),
    max: z.number().optional(),
    unique: z.literal(true).optional(),
    compare: z.strictObject({ op: z.enum(COMPARE_OPS), field: fieldName }).optional(),
    notPast: z.strictObject({ when: ruleCondition.optional(), on: z.enum(['create', 'save']).default('save') }).optional(),
    message: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+){1,7}$/, { error: 'must be a catalogue key such as app.rules.endAfterStart' }).optional(),
  })
  .check((context) => {
    const kinds = RULE_KINDS.filter((kind) => context.value[kind] !== undefined);
    if (kinds.length !== 1) {
      context.issues.push({
        code: 'custom', input: context.value,
        message: kinds.length === 0 ? `a rule needs one of ${RULE_KINDS.join(', ')}` : `a rule has one kind; split ${kinds.join(' and ')} into separate rules`,
      });
    }
  });
export type FieldRule = z.output<typeof fieldRuleSchema>;

export const fieldDefinitionSchema = z
  .strictObject({
    field: fieldName,
    name: localizedLabel.optional(),
    /** Any name: one outside WIDGETS renders 'Invalid type {widget}' and is a warning of the reference check. */
    widget: z.string().min(1).max(64),
    /** 'money': whole đồng, typed as a number and shown '1.500.000 ₫' (spec §9). */
    type: z.enum(['number', 'text', 'money']).optional(),
    required: z.boolean().optional(),
    default: z.json().optional(),
    placeholder: localizedLabel.optional(),
    disabled: z.boolean().optional(),
    hideValue: z.boolean().optional(),
    items: z.array(fieldItem).max(DEFINITION_LIMITS.items).optional(),
    pageId: pageId.optional(),
    api: apiName.optional(),
    /** Per language (`{ vi: 'name$$Tên', en: 'name$$Name' }`) when the headers differ; the fields must not. */
    modelSelectField: localized(
      z.string().max(DEFINITION_LIMITS.text).regex(MODEL_SELECT_FIELD, { error: 'must be a comma-separated list of field or field$$Header' }),
    ).optional(),
    imageWidth: dimension.optional(),
    imageHeight: dimension.optional(),
    group: localizedLabel.optional(),
    isMutilLanguage: z.boolean().optional(),
    hideExpression: z.string().max(DEFINITION_LIMITS.hideExpression).optional(),
    rules: z.array(fieldRuleSchema).max(DEFINITION_LIMITS.rules).optional(),
  })
  .transform((field) =>
    IMAGE_WIDGETS.has(field.widget)
      ? { ...field, imageWidth: field.imageWidth ?? IMAGE_DEFAULTS.width, imageHeight: field.imageHeight ?? IMAGE_DEFAULTS.height }
      : field,
  );

export const buttonDefinitionSchema = z.strictObject({
  title: localizedLabel,
  /** One mode, a comma-separated list, or an array; always a list of modes after parsing. */
  mode: modeList.optional(),
  type: z.enum(['button', 'submit']).optional(),
  action: z.enum(BUTTON_ACTIONS),
  api: apiName.optional(),
  /** Call `api` as a basic call: POST to its url with `{id}` (or the form data), answer `{err, message, data}`. */
  apiBasic: z.boolean().optional(),
  /** Asked before the call; `#field#` is replaced by the record's value, as text. */
  confirm: localizedText.optional(),
  /**
   * Fields that must not be blank for this button (not for the others of the page): checked before the confirm;
   * the first blank one refuses the press with its `message` (a catalogue key or a text), e.g. a block reason.
   */
  requires: z.array(z.strictObject({ field: fieldName, message: localized(label.min(1)) })).max(DEFINITION_LIMITS.fields).optional(),
  /** `$` record id, `#field#` record value, `@param@` query parameter (src/dynamic/templates). */
  url: template.optional(),
  /** Open `url` (a `#/` route of the app) in the generic form modal instead of navigating to it. */
  embedUrl: z.boolean().optional(),
  /** After success, go back in history instead of reloading. */
  backOnDone: z.boolean().optional(),
  color: z.enum(BUTTON_COLORS).optional(),
  icon: z.enum(ICONS).optional(),
  /** The page a formModal button opens. */
  pageId: pageId.optional(),
  /** Hides the button when true for the record (a list row's state, say); the fields' expression language. */
  hideExpression: z.string().max(DEFINITION_LIMITS.hideExpression).optional(),
});

export const apiDefinitionSchema = z.strictObject({
  name: apiName,
  url: apiUrl,
  method: z.enum(HTTP_METHODS).default('POST'),
  type: z.enum(API_TYPES).optional(),
  controller: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
});

export const languageSchema = z.strictObject({
  code: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, { error: 'must be a language code like vi or en-US' }),
  name: label.min(1),
});

export const listSettingsSchema = z.strictObject({
  columns: z.array(fieldName).max(DEFINITION_LIMITS.listEntries).optional(),
  filters: z.array(fieldName).max(DEFINITION_LIMITS.listEntries).optional(),
  sort: z.strictObject({ field: fieldName, order: z.enum(['ASC', 'DESC']).default('ASC') }).optional(),
});

/** A small page definition of the README's kind: the OpenAPI examples of the definition and of PUT /api/admin/pages/:id. */
export const PAGE_DEFINITION_EXAMPLE = {
  id: 70, name: 'Thông báo cửa hàng', resource: 'store-notices', action: 'managerecords', icon: 'list', read: 'read', api: 'update',
  schema: [
    { field: 'title', name: 'Tiêu đề', widget: 'Text', type: 'text', required: true },
    { field: 'startDate', name: 'Ngày bắt đầu', widget: 'Date', required: true },
  ],
  buttons: [{ title: 'Lưu', mode: ['edit', 'changed'], type: 'submit', action: 'api', api: 'update', color: 'primary', icon: 'save' }],
  apis: [
    { name: 'read', url: '/api/records/store-notices', method: 'GET', type: 'read' },
    { name: 'update', url: '/api/records/store-notices', method: 'PATCH', type: 'update' },
  ],
  languages: [{ code: 'vi', name: 'Vietnamese' }, { code: 'en', name: 'English' }],
};

export const pageDefinitionSchema = z.strictObject({
  id: pageId,
  name: localized(label.min(1)),
  resource: z
    .string()
    .regex(RESOURCE_NAME, { error: 'must be a resource name: a lower-case letter, then 1 to 40 letters, digits or -' })
    .refine((name) => !isReservedResource(name), {
      error: (issue) => `"${String(issue.input)}" is reserved: #/${String(issue.input)} is a screen of the app; choose another resource name`,
    })
    .optional(),
  /** Shown in the menu and allowed to open the page only to users holding this permission action. */
  action: z
    .string()
    .regex(/^[a-z][a-z0-9_.-]{0,63}$/, { error: 'must be a permission action (lower case)' })
    .default(ACTIONS.manageRecords),
  icon: z.enum(ICONS).optional(),
  /** Api name of the read action (spec §7 "Read action"). */
  read: apiName.optional(),
  /** Api name of the save action. */
  api: apiName.optional(),
  /** Show the form in sections, one per field `group`. */
  group: z.boolean().optional(),
  /** How /form renders the page (PAGE_VIEWS); left out, the generic form. */
  view: z.enum(PAGE_VIEWS).optional(),
  schema: z.array(fieldDefinitionSchema).max(DEFINITION_LIMITS.fields).default(() => []),
  buttons: z.array(buttonDefinitionSchema).max(DEFINITION_LIMITS.buttons).default(() => []),
  apis: z.array(apiDefinitionSchema).max(DEFINITION_LIMITS.apis).default(() => []),
  list: listSettingsSchema.optional(),
  /** Extra query parameters `@param@` may name, beside ROUTE_QUERY_PARAMS. */
  queryParams: z.array(fieldName).max(DEFINITION_LIMITS.queryParams).optional(),
  languages: z.array(languageSchema).min(1).max(DEFINITION_LIMITS.languages).default(() => DEFAULT_LANGUAGES.map((language) => ({ ...language }))),
}).meta({ examples: [PAGE_DEFINITION_EXAMPLE] });

/**
 * `T` with every text per language (`{ vi, en }`) resolved to the one string shown: what the engine reads
 * (src/core/definition/localizeDefinition.ts makes it for the screen's language).
 */
export type Resolved<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly (infer Item)[]
    ? Resolved<Item>[]
    : T extends object
      ? [keyof T] extends [TextLanguage]
        ? [keyof T] extends [never] ? T : string
        : { [K in keyof T]: K extends 'default' ? T[K] : Resolved<T[K]> }
      : T;

/** A definition as written and stored: its texts may be per language. */
export type PageDefinitionSource = z.output<typeof pageDefinitionSchema>;
/** A definition in one language, as the engine reads it. */
export type PageDefinition = Resolved<PageDefinitionSource>;
/** What an integrator writes: optional parts may be left out, `id` may be a numeric string. */
export type PageDefinitionInput = z.input<typeof pageDefinitionSchema>;
export type FieldDefinitionSource = z.output<typeof fieldDefinitionSchema>;
export type ButtonDefinitionSource = z.output<typeof buttonDefinitionSchema>;
export type FieldDefinition = Resolved<FieldDefinitionSource>;
export type ButtonDefinition = Resolved<ButtonDefinitionSource>;
export type ApiDefinition = z.output<typeof apiDefinitionSchema>;
export type ListSettings = z.output<typeof listSettingsSchema>;

/** A problem in a definition; `path` is like `schema[3].widget` or `buttons[0].url` ('' for the whole definition). */
export interface DefinitionIssue {
  path: string;
  message: string;
  /** The key of a message the app translates (src/core/definition/messages.ts, the page editor's `issues`). */
  key?: string;
  /** The values the translated message names. */
  args?: Record<string, string | number>;
}
