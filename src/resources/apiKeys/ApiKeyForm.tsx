import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  CheckboxGroupInput, maxLength, required, SimpleForm, TextInput, useLocaleState, useRecordContext, useTranslate, type Validator,
} from 'react-admin';
import { API_KEY_LIMITS, type ApiScopeChoice } from '../../api/apiKeys';
import { businessDate } from '../../core/formatDate';
import { parseIpRange } from '../../core/ipRange';
import { DayInput } from '../../ui/pickers/DayInput';
import { SaveOnlyToolbar } from '../../ui/SaveOnlyToolbar';
import { ipAllowOf } from './data';
import { useApiScopes } from './useApiScopes';
import { useGuardedSave } from '../../ui/feedback/useGuardedSave';

/** Every line an address or CIDR range (the server's rule, src/core/ipRange.ts); the first bad one is named. */
const ipLines: Validator = (value: unknown) => {
  const bad = ipAllowOf(value).find((entry) => parseIpRange(entry) === null);
  if (bad !== undefined) return { message: 'app.apiKeys.errors.badIp', args: { entry: bad } };
  if (ipAllowOf(value).length > API_KEY_LIMITS.ipAllowMax) return { message: 'ra.validation.maxLength', args: { max: API_KEY_LIMITS.ipAllowMax } };
  return undefined;
};

/** An expiry after today (Vietnam time): a key that expires today or earlier would not work. */
const futureDate: Validator = (value: unknown) =>
  typeof value === 'string' && value !== '' && value <= businessDate(new Date()) ? 'app.apiKeys.errors.pastDate' : undefined;

/** A scope with what it opens; one whose action the user lacks says so (it is offered disabled). */
const ScopeOption = ({ scope, lang }: { scope: ApiScopeChoice; lang: 'en' | 'vi' }) => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'block', py: 0.5 }}>
      <Box component="span" sx={{ display: 'block' }}>{scope.name[lang]}</Box>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {scope.description[lang]} ({scope.calls.map((call) => `${call.method} ${call.path}`).join(', ')})
      </Typography>
      {scope.held ? null : (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontStyle: 'italic' }}>
          {translate('app.apiKeys.help.scopeNotHeld')}
        </Typography>
      )}
    </Box>
  );
};

/**
 * The key's form (create and edit): its name, the scopes from onlineMerchantApis with what each opens, the IP
 * allow-list one entry a line and an optional expiry date. A create saves through `onSubmit` (ApiKeyCreate: after
 * "Confirm it's you"); an edit through react-admin's save.
 */
export const ApiKeyForm = ({ onSubmit }: { onSubmit?: (values: Record<string, unknown>) => Promise<unknown> }) => {
  const translate = useTranslate();
  const save = useGuardedSave();
  const [locale] = useLocaleState();
  const scopes = useApiScopes();
  const record = useRecordContext<{ scopes?: string[] }>();
  const kept = record?.scopes ?? [];
  const lang = locale === 'vi' ? 'vi' : 'en';
  const label = (field: string) => `app.apiKeys.fields.${field}`;
  if (!scopes) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
  // A scope the user's role does not allow is shown, disabled, so that they know whom to ask (the server refuses to add
  // it); one the key has kept since stays free to untick.
  const choices = scopes.map((scope) => ({ id: scope.scope, scope, disabled: !scope.held && !kept.includes(scope.scope) }));
  return (
    <SimpleForm sx={{ maxWidth: 800 }} toolbar={<SaveOnlyToolbar />} warnWhenUnsavedChanges onSubmit={onSubmit ?? save}>
      <TextInput source="name" label={label('name')} validate={[required(), maxLength(API_KEY_LIMITS.nameMax)]} fullWidth />
      <CheckboxGroupInput
        source="scopes"
        label={label('scopes')}
        choices={choices}
        optionText={(choice: { scope: ApiScopeChoice }) => <ScopeOption scope={choice.scope} lang={lang} />}
        row={false}
        validate={required()}
        helperText="app.apiKeys.help.scopes"
      />
      <TextInput source="ipLines" label={label('ipLines')} multiline minRows={2} validate={ipLines} helperText="app.apiKeys.help.ipLines" fullWidth />
      <DayInput source="expiryDate" label={label('expiryDate')} validate={futureDate} helperText="app.apiKeys.help.expiryDate" />
    </SimpleForm>
  );
};
