import { AutocompleteArrayInput } from 'react-admin';
import type { FieldDefinition, PageDefinition } from '../../api/pageDefinition';
import { ArrayImageWidget } from '../widgets/ArrayImageWidget';
import { CaptchaWidget } from '../widgets/CaptchaWidget';
import { CheckboxWidget } from '../widgets/CheckboxWidget';
import { DateWidget } from '../widgets/DateWidget';
import { EnumWidget } from '../widgets/EnumWidget';
import { ImageWidget } from '../widgets/ImageWidget';
import { InvalidWidget } from '../widgets/InvalidWidget';
import { LocationWidget } from '../widgets/LocationWidget';
import { PasswordWidget } from '../widgets/PasswordWidget';
import { ModelCodeWidget } from '../widgets/phones/ModelCodeWidget';
import { PhoneImport } from '../widgets/phones/PhoneImport';
import { PhoneWidget } from '../widgets/phones/PhoneWidget';
import { requiredAutocompleteProps, requiredProps } from '../widgets/required';
import { CkEditorSchemaWidget, RichTextWidget, TranslatableRichTextWidget } from '../widgets/RichTextWidget';
import { TableGenerate, TableSchema } from '../widgets/tables';
import { TabsLanguageWidget } from '../widgets/TabsLanguageWidget';
import { TextAreaWidget } from '../widgets/TextAreaWidget';
import { TextWidget } from '../widgets/TextWidget';
import { TimeWidget } from '../widgets/TimeWidget';
import { UploadWidget } from '../widgets/UploadWidget';
import { findApi } from '../pages';
import { isModelWidget, ModelFieldInput, modelApiOf } from './ModelFieldInput';
import { useRuleValidators } from './useRuleValidators';
import { columnsOf, optionsOf, widgetPropsOf } from './widgetProps';

/** SelectMutilple over its own `items` (no api): react-admin's AutocompleteArrayInput. */
const ItemsMultiSelect = ({ field }: { field: FieldDefinition }) => {
  const { label, required, defaultValue, source, disabled } = widgetPropsOf(field);
  return (
    <AutocompleteArrayInput
      source={source}
      disabled={disabled}
      defaultValue={Array.isArray(defaultValue) ? defaultValue : undefined}
      {...requiredProps({ label, required })}
      {...requiredAutocompleteProps(required)}
      choices={optionsOf(field)}
      optionValue="key"
      optionText="value"
      translateChoice={false}
    />
  );
};

/**
 * THE dispatcher from a definition field to its widget (spec §9): one switch over `widget`, the widget's own
 * props from the field, its rules as validators. Text-like fields with `isMutilLanguage` get language tabs; an unknown widget shows
 * 'Invalid type {widget}' in its place. Heavy widgets (dates, rich text, map, cropper) load their chunks lazily.
 */
export const FieldInput = ({ page, field }: { page: PageDefinition; field: FieldDefinition }) => {
  const rules = useRuleValidators(page, field);
  const props = rules.length > 0 ? { ...widgetPropsOf(field), validate: rules } : widgetPropsOf(field);
  const { widget } = field;
  if (field.isMutilLanguage && (widget === 'Text' || widget === 'TextArea')) {
    return <TabsLanguageWidget {...props} multiline={widget === 'TextArea'} />;
  }
  if (field.isMutilLanguage && (widget === 'RichText' || widget === 'CkEditorSchema')) return <TranslatableRichTextWidget {...props} />;
  if (isModelWidget(widget)) {
    if (widget === 'SelectMutilple' && field.api === undefined && field.pageId === undefined && optionsOf(field).length > 0) {
      return <ItemsMultiSelect field={field} />;
    }
    return <ModelFieldInput page={page} field={{ ...field, widget }} />;
  }
  switch (widget) {
    case 'Text':
      return <TextWidget {...props} type={field.type} hideValue={field.hideValue} />;
    case 'TextArea':
      return field.hideValue ? <PasswordWidget {...props} /> : <TextAreaWidget {...props} />;
    case 'Password':
      return <PasswordWidget {...props} />;
    case 'Enum':
      return <EnumWidget {...props} items={optionsOf(field)} />;
    case 'Checkbox':
      return <CheckboxWidget {...props} />;
    case 'Date':
      return <DateWidget {...props} />;
    case 'Time':
      return <TimeWidget {...props} />;
    case 'RichText':
      return <RichTextWidget {...props} />;
    case 'CkEditorSchema':
      return <CkEditorSchemaWidget {...props} />;
    case 'Image':
      return <ImageWidget {...props} imageWidth={field.imageWidth} imageHeight={field.imageHeight} />;
    case 'ArrayImage':
      return <ArrayImageWidget {...props} imageWidth={field.imageWidth} imageHeight={field.imageHeight} />;
    case 'Upload':
      return <UploadWidget {...props} />;
    case 'Location':
      return <LocationWidget {...props} />;
    case 'Captcha':
      return <CaptchaWidget {...props} />;
    case 'TabsLanguage':
      return <TabsLanguageWidget {...props} />;
    case 'TableSchema':
    case 'TableGenerate': {
      const Table = widget === 'TableSchema' ? TableSchema : TableGenerate;
      const { label, required, source, disabled } = props;
      return <Table source={source} disabled={disabled} columns={columnsOf(field)} required={required} {...requiredProps({ label, required })} />;
    }
    case 'Phone':
      return <PhoneWidget {...props} />;
    case 'ModelCode': {
      const api = modelApiOf(page, field);
      return api ? <ModelCodeWidget {...props} api={api} modelSelectField={field.modelSelectField} /> : <InvalidWidget widget={widget} />;
    }
    case 'PhoneImport':
      return <PhoneImport page={page} api={findApi(page, field.api)} label={props.label} />;
    default:
      return <InvalidWidget widget={widget} />;
  }
};
