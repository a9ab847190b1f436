import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import { BooleanField, RecordContextProvider, useLocaleState, useTranslate } from 'react-admin';
import { type EnumOption, type FieldDefinition, type PageDefinition, isTableColumn } from '../../api/pageDefinition';
import { useModalStack } from '../../ui/modals/ModalStackProvider';
import { FileLink } from '../widgets/FileLink';
import { isSafeImageUrl } from '../../core/imageUrl';
import { RichTextField } from '../widgets/RichTextField';
import { fieldText } from './fieldText';
import { isSecret } from './listColumns';
import { ModelValue } from './ModelValue';
import { labelOf } from './widgetProps';

/** Only our own uploads or https images are shown (the shared guard). */
const imageUrl = (value: unknown): string | null => (isSafeImageUrl(value) ? value : null);

const Thumbnail = ({ src, name }: { src: string; name: string }) => {
  const translate = useTranslate();
  const { push } = useModalStack();
  return (
    <ButtonBase
      aria-label={translate('app.pages.viewImage', { name })}
      onClick={(event) => {
        // In a list, the row must not open as well.
        event.stopPropagation();
        push({ kind: 'preview', title: name, image: { src, alt: name } });
      }}
      sx={{ borderRadius: 1, overflow: 'hidden', mr: 0.5 }}
    >
      <Box component="img" src={src} alt="" sx={{ width: 48, height: 48, objectFit: 'cover', display: 'block' }} />
    </ButtonBase>
  );
};

/**
 * A field's value, read-only (list cells, record views): dates DD/MM/YYYY, Enum labels, checkboxes, images as
 * thumbnails that open the preview, rich text sanitised, model fields by the names of their records (with the
 * page whose apis they name), and never a password or captcha.
 */
export const FieldValue = ({ field, record, page }: { field: FieldDefinition; record: Record<string, unknown>; page?: PageDefinition }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const value = record[field.field];
  const name = labelOf(field);
  if (isSecret(field)) return <span aria-label={translate('app.pages.hiddenValue')}>••••••</span>;
  switch (field.widget) {
    case 'Checkbox':
      return value === null || value === undefined ? null : (
        <RecordContextProvider value={{ id: 0, ...record }}>
          <BooleanField source={field.field} />
        </RecordContextProvider>
      );
    case 'Image': {
      const src = imageUrl(value);
      return src ? <Thumbnail src={src} name={name} /> : null;
    }
    case 'ArrayImage': {
      const sources = Array.isArray(value) ? value.map(imageUrl).filter((src): src is string => src !== null) : [];
      return <>{sources.map((src, index) => <Thumbnail key={`${index}-${src}`} src={src} name={`${name} ${index + 1}`} />)}</>;
    }
    case 'Enum': {
      // An option with a colour is a state: shown as a chip of that colour.
      const option = field.items?.find((item): item is EnumOption => !isTableColumn(item) && item.key === value);
      const text = fieldText(field, value, locale, translate);
      return option?.color ? <Chip size="small" color={option.color} label={text} /> : <>{text}</>;
    }
    case 'Upload':
      return typeof value === 'string' && value !== '' ? <FileLink id={value} /> : <>{fieldText(field, value, locale, translate)}</>;
    case 'SingleModel':
    case 'SelectModel':
    case 'ArrayModel':
      return page ? <ModelValue page={page} field={field} value={value} /> : <>{fieldText(field, value, locale, translate)}</>;
    case 'RichText':
    case 'CkEditorSchema':
      return (
        <RecordContextProvider value={{ id: 0, ...record }}>
          <RichTextField source={field.field} />
        </RecordContextProvider>
      );
    default:
      return <>{fieldText(field, value, locale, translate)}</>;
  }
};
