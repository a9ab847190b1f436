import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useQuery } from '@tanstack/react-query';
import { maxLength, required, SelectInput, SimpleForm, TextInput, useInput, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { type CatalogueGroup, mayRequireStrongFactor, ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX, type RoleChoiceRow, SHOP_SCOPE_VALUES } from '../../api/roles';
import { fetchRoleChoices, fetchRoleDetail } from '../../dataProvider/accessCalls';
import { LOAD_ONCE, queryKeys } from '../../dataProvider/queries';
import { useAccessText } from '../../hooks/useAccessText';
import { ActionChecklist } from './ActionChecklist';
import { usePermissionCatalogue } from '../../hooks/usePermissionCatalogue';
import { failureMessage } from '../../ui/feedback/failureMessage';
import { LoadState } from '../../ui/feedback/LoadState';
import { SaveOnlyToolbar } from '../../ui/SaveOnlyToolbar';
import { useGuardedSave } from '../../ui/feedback/useGuardedSave';

const SHOP_SCOPE_CHOICES = SHOP_SCOPE_VALUES.map((scope) => ({ id: scope, name: `app.roles.shopScopes.${scope}` }));
const label = (field: string) => `app.roles.fields.${field}`;

/** "Start from role": choosing one fills the actions and shop scope with that role's (the user edits from there). */
const CopySourceInput = ({ choices }: { choices: readonly RoleChoiceRow[] }) => {
  const { roleName } = useAccessText();
  const { setValue } = useFormContext();
  const notify = useNotify();
  const copy = async (value: unknown) => {
    const id = Number(value);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    try {
      const source = await fetchRoleDetail(id);
      setValue('actions', source.actions, { shouldDirty: true });
      setValue('shopScope', source.shopScope, { shouldDirty: true });
      setValue('requireStrongFactor', source.requireStrongFactor, { shouldDirty: true });
    } catch (error) {
      // The read is quiet (its screens say failures in place): here, a notice; the form keeps what it holds.
      const failure = failureMessage(error);
      notify(failure.message, { type: 'error', ...(failure.args ? { messageArgs: failure.args } : {}) });
    }
  };
  return (
    <SelectInput
      source="copyFrom"
      label={label('copyFrom')}
      choices={choices.map((choice) => ({ id: choice.id, name: roleName(choice) }))}
      translateChoice={false}
      emptyText="app.roles.noCopy"
      onChange={(event) => void copy('target' in event ? event.target.value : event.id)}
      fullWidth
    />
  );
};

/**
 * "Require a passkey or an authenticator app to sign in": offered only while the ticked actions include one worth it
 * (moving money, API keys, roles); the server refuses it on any other role.
 */
const StrongFactorInput = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const actions: unknown = useWatch({ name: 'actions' });
  const { field } = useInput({ source: 'requireStrongFactor', defaultValue: false });
  const list = Array.isArray(actions) ? actions.filter((action): action is string => typeof action === 'string') : [];
  if (!mayRequireStrongFactor(list)) return null;
  return (
    <div>
      <FormControlLabel
        control={(
          <Checkbox
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            disabled={disabled}
            slotProps={{ input: { 'aria-describedby': 'require-strong-factor-help' } }}
          />
        )}
        label={translate(label('requireStrongFactor'))}
      />
      <FormHelperText id="require-strong-factor-help">{translate('app.roles.requireStrongFactorHelp')}</FormHelperText>
    </div>
  );
};

/**
 * The role's form (create and edit): name, description, shop scope and the actions grouped by screen. A built-in
 * role shows the same, read-only and without a save button.
 */
export const RoleForm = ({ creating, readOnly = false, onSubmit }: {
  creating: boolean;
  readOnly?: boolean;
  /** A save of its own (RoleEdit: "Confirm it's you" for new rights before anything is saved); react-admin's otherwise. */
  onSubmit?: (values: Record<string, unknown>) => Promise<unknown>;
}) => {
  const catalogue = usePermissionCatalogue();
  const choices = useQuery({
    queryKey: queryKeys.roleChoices(), queryFn: ({ signal }) => fetchRoleChoices(signal), enabled: creating, ...LOAD_ONCE,
  });
  // The copy source's select gets its choices before its value: a stored value never meets an empty list.
  return creating ? (
    <LoadState queries={[catalogue, choices]}>
      {(groups, copySources) => <Fields groups={groups} choices={copySources} readOnly={readOnly} onSubmit={onSubmit} />}
    </LoadState>
  ) : (
    <LoadState queries={[catalogue]}>
      {(groups) => <Fields groups={groups} choices={undefined} readOnly={readOnly} onSubmit={onSubmit} />}
    </LoadState>
  );
};

/** The form itself, once the catalogue (and on a new role, the roles to start from) are in. */
const Fields = ({ groups, choices, readOnly, onSubmit }: {
  groups: readonly CatalogueGroup[];
  choices: readonly RoleChoiceRow[] | undefined;
  readOnly: boolean;
  onSubmit?: (values: Record<string, unknown>) => Promise<unknown>;
}) => {
  const save = useGuardedSave();
  return (
    <SimpleForm sx={{ maxWidth: 900 }} toolbar={readOnly ? false : <SaveOnlyToolbar />} warnWhenUnsavedChanges={!readOnly} onSubmit={onSubmit ?? save}>
      {choices ? <CopySourceInput choices={choices} /> : null}
      <TextInput source="name" label={label('name')} validate={[required(), maxLength(ROLE_NAME_MAX)]} disabled={readOnly} fullWidth />
      <TextInput source="description" label={label('description')} validate={maxLength(ROLE_DESCRIPTION_MAX)} disabled={readOnly} multiline fullWidth />
      <SelectInput source="shopScope" label={label('shopScope')} choices={SHOP_SCOPE_CHOICES} validate={required()} disabled={readOnly} fullWidth />
      <ActionChecklist groups={groups} disabled={readOnly} />
      <StrongFactorInput disabled={readOnly} />
    </SimpleForm>
  );
};
