import { PasswordInput, required, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';

const sameText = (a: unknown, b: unknown) => String(a ?? '').trim().toLowerCase() === String(b ?? '').trim().toLowerCase();

/**
 * On the edit form: once the e-mail, the phone (where codes and password resets go) or the role differs from the
 * record, the caller's own password, which the server takes again for such a change (as for API keys).
 */
export const ConfirmChangeInput = () => {
  const record = useRecordContext();
  const [phone, email, roleId] = useWatch({ name: ['phone', 'email', 'roleId'] }) as unknown[];
  const changed = record !== undefined && (!sameText(phone, record.phone) || !sameText(email, record.email) || Number(roleId) !== Number(record.roleId));
  if (!changed) return null;
  return (
    <PasswordInput
      source="password"
      label="app.submerchants.fields.yourPassword"
      helperText="app.submerchants.yourPasswordHelp"
      validate={required()}
      autoComplete="current-password"
      fullWidth
    />
  );
};
