import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import {
  email, FormDataConsumer, maxLength, PasswordInput, RadioButtonGroupInput, required, SelectArrayInput, SelectInput, SimpleForm,
  TextInput, useGetIdentity, useLocaleState, useRecordContext, useTranslate, type Validator,
} from 'react-admin';
import { NAME_MAX, type NrcConfig } from '../../api/submerchants';
import { normalizeVnMobile } from '../../core/phone';
import { passwordRuleProblem } from '../../api/passwordPolicy';
import { parseUserInfo } from '../../authProvider/userInfo';
import { useEmployeeChoices } from './useEmployeeChoices';
import { SaveOnlyToolbar } from '../../ui/SaveOnlyToolbar';

const phone: Validator = (value: unknown) =>
  typeof value === 'string' && normalizeVnMobile(value) === null ? 'app.submerchants.errors.badPhone' : undefined;

const FIRST_PASSWORD_MODES = [
  { id: 'password', name: 'app.submerchants.firstPasswordModes.password' },
  { id: 'email', name: 'app.submerchants.firstPasswordModes.email' },
];

/**
 * The identity number against its type's pattern (findConfig: the rule the server applies too), the e-mail the
 * set-password mode needs, and the first password's confirmation. A number still masked ('***') keeps the stored one.
 */
const validateWith = (nrc: NrcConfig | undefined, locale: 'en' | 'vi') => (values: Record<string, unknown>) => {
  const errors: Record<string, unknown> = {};
  const type = nrc?.find((entry) => entry.type === values.identityType);
  const number = typeof values.identityNumber === 'string' ? values.identityNumber.replace(/\s/g, '').toUpperCase() : '';
  if (type && !number.includes('*') && !new RegExp(type.pattern).test(number)) {
    errors.identityNumber = { message: 'app.submerchants.errors.identityNumberPattern', args: { hint: type.hint[locale] } };
  }
  if (values.firstPasswordMode === 'email' && !values.email) errors.email = 'app.submerchants.errors.emailRequired';
  // The rule the first password breaks, before the server says the same (spec §5's rules).
  const passwordProblem = values.firstPasswordMode === 'password' && typeof values.password === 'string' && values.password !== ''
    ? passwordRuleProblem(values.password) : null;
  if (passwordProblem) errors.password = { message: passwordProblem.message, args: passwordProblem.args ?? {} };
  if (values.firstPasswordMode === 'password' && values.password !== values.confirmPassword) {
    errors.confirmPassword = 'app.validation.confirmPasswordMismatch';
  }
  return errors;
};

/**
 * The employee's form (create and edit): name, phone (their username), e-mail, the shops they work at, their role,
 * the identity document checked with its type's pattern and, when creating, how they get a first password. Every
 * input is labelled; the page reads top to bottom. It saves through `onSubmit`: "Confirm it's you" first for a new
 * employee (EmployeeCreate), and for an edit when the contact or role changes (EmployeeEdit).
 */
export const EmployeeForm = ({ creating, onSubmit }: { creating: boolean; onSubmit?: (values: Record<string, unknown>) => Promise<unknown> }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { shops, roles, nrc } = useEmployeeChoices();
  const { identity } = useGetIdentity();
  const record = useRecordContext();
  // Where another employee's codes go is the owner's to change (the server refuses anyone else).
  const me = parseUserInfo(identity?.userInfo);
  const contactLocked = !creating && me !== null && me.type !== 'merchant' && record?.phone !== me.phone;
  const contactHelp = contactLocked ? 'app.submerchants.contactOwnerOnlyHelp' : undefined;
  const label = (field: string) => `app.submerchants.fields.${field}`;
  const lang = locale === 'vi' ? 'vi' : 'en';
  // The selects get their choices before their values: a stored value never meets an empty list.
  if (!shops || !roles || !nrc) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
  const identityChoices = nrc.map((entry) => ({ id: entry.type, name: entry.label[lang] }));
  return (
    <SimpleForm validate={validateWith(nrc, lang)} sx={{ maxWidth: 900 }} toolbar={<SaveOnlyToolbar />} warnWhenUnsavedChanges {...(onSubmit ? { onSubmit } : {})}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
        <TextInput source="fullName" label={label('fullName')} validate={[required(), maxLength(NAME_MAX)]} sx={{ flex: '2 1 20rem' }} />
        <TextInput source="phone" label={label('phone')} type="tel" validate={[required(), phone]} readOnly={contactLocked} helperText={contactHelp} sx={{ flex: '1 1 12rem' }} />
      </Box>
      <TextInput source="email" label={label('email')} type="email" validate={[email(), maxLength(200)]} readOnly={contactLocked} helperText={contactHelp} fullWidth />
      <SelectArrayInput source="shopIds" label={label('shops')} choices={shops} translateChoice={false} validate={required()} fullWidth />
      <SelectInput source="roleId" label={label('role')} choices={roles} translateChoice={false} validate={required()} fullWidth />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
        <SelectInput source="identityType" label={label('identityType')} choices={identityChoices} translateChoice={false} emptyText="app.submerchants.noIdentity" sx={{ flex: '1 1 14rem' }} />
        <FormDataConsumer>
          {({ formData }) => {
            const type = nrc?.find((entry) => entry.type === formData.identityType);
            return type ? (
              <TextInput
                source="identityNumber"
                label={label('identityNumber')}
                validate={required()}
                helperText={creating ? type.hint[lang] : `${type.hint[lang]} · ${translate('app.submerchants.identityNumberKeep')}`}
                sx={{ flex: '1 1 14rem' }}
              />
            ) : null;
          }}
        </FormDataConsumer>
      </Box>
      {creating ? (
        <>
          <RadioButtonGroupInput source="firstPasswordMode" label={label('firstPasswordMode')} choices={FIRST_PASSWORD_MODES} row={false} helperText="app.submerchants.firstPasswordHelp" />
          <FormDataConsumer>
            {({ formData }) => formData.firstPasswordMode === 'password' ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
                <PasswordInput source="password" label={label('password')} validate={required()} autoComplete="new-password" sx={{ flex: '1 1 14rem' }} />
                <PasswordInput source="confirmPassword" label={label('confirmPassword')} validate={required()} autoComplete="new-password" sx={{ flex: '1 1 14rem' }} />
              </Box>
            ) : null}
          </FormDataConsumer>
        </>
      ) : null}
    </SimpleForm>
  );
};
