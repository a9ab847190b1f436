import Box from '@mui/material/Box';
import { email, maxLength, regex, required, SimpleForm, TextInput, useTranslate, type Validator } from 'react-admin';
import { SaveOnlyToolbar } from '../../ui/SaveOnlyToolbar';
import { SHOP_LIMITS } from '../../api/shops';
import { AddressInput } from '../../address';
import { normalizeVnMobile } from '../../core/phone';
import { TimeWidget } from '../../dynamic/widgets/TimeWidget';
import { ShopLocationInput } from './ShopLocationInput';
import { ShopPhotosInput } from './ShopPhotosInput';
import { useGuardedSave } from '../../ui/feedback/useGuardedSave';

const phone: Validator = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && normalizeVnMobile(value) === null ? 'app.loyalty.errors.badPhone' : undefined;

/** A whole area: a ward picked (the picker clears it whenever a higher level changes). */
const wholeArea: Validator = (value: unknown) => {
  const ward = value !== null && typeof value === 'object' ? (value as Record<string, unknown>).wardCode : null;
  return typeof ward === 'string' && ward !== '' ? undefined : 'ra.validation.required';
};

/** Both hours or neither, and not the same: the server says the same (src/api/shops.ts). Shown under the closing time. */
const closingHours: Validator = (value: unknown, values: Record<string, unknown>) => {
  const opens = values.opensAt || null;
  const closes = value || null;
  if ((opens === null) !== (closes === null)) return 'app.shops.errors.hoursPair';
  return opens !== null && opens === closes ? 'app.shops.errors.sameHours' : undefined;
};

/**
 * The shop's form (create and edit): code and name, contact, opening hours (24-hour, 15-minute steps), street and
 * area (province → district → ward), location and photos. Every input is labelled; the page reads top to bottom.
 */
export const ShopForm = () => {
  const translate = useTranslate();
  const save = useGuardedSave();
  const label = (field: string) => `app.shops.fields.${field}`;
  return (
    <SimpleForm sx={{ maxWidth: 900 }} toolbar={<SaveOnlyToolbar />} warnWhenUnsavedChanges onSubmit={save}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
        <TextInput source="code" label={label('code')} validate={[required(), maxLength(SHOP_LIMITS.codeMax), regex(/^[A-Za-z0-9._-]+$/, 'app.shops.codeHelp')]} helperText="app.shops.codeHelp" sx={{ flex: '1 1 12rem' }} />
        <TextInput source="name" label={label('name')} validate={[required(), maxLength(SHOP_LIMITS.nameMax)]} sx={{ flex: '2 1 20rem' }} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
        <TextInput source="phone" label={label('phone')} type="tel" validate={phone} sx={{ flex: '1 1 12rem' }} />
        <TextInput source="email" label={label('email')} type="email" validate={[email(), maxLength(SHOP_LIMITS.emailMax)]} sx={{ flex: '2 1 20rem' }} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
        <Box sx={{ flex: '1 1 12rem' }}><TimeWidget source="opensAt" label={translate(label('opensAt'))} helperText={translate('app.shops.hoursHelp')} /></Box>
        <Box sx={{ flex: '1 1 12rem' }}><TimeWidget source="closesAt" label={translate(label('closesAt'))} validate={closingHours} /></Box>
      </Box>
      <TextInput source="address" label={label('address')} validate={maxLength(SHOP_LIMITS.addressMax)} fullWidth />
      <AddressInput source="area" label={label('area')} validate={[required(), wholeArea]} />
      <ShopLocationInput source="location" />
      <ShopPhotosInput source="photoUrls" />
    </SimpleForm>
  );
};
