import { useQueryClient } from '@tanstack/react-query';
import { Edit, type RaRecord, useDataProvider, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { TitledScreen, useRecordScreen } from '../../ui/TitledScreen';
import { useStepUpSubmit } from '../../ui/stepUp/useStepUpSubmit';
import type { ScreenProps } from '../screen';
import { changesContactOrRole } from './data';
import { EmployeeForm } from './EmployeeForm';
import { useGuardedSave } from '../../ui/feedback/useGuardedSave';

/**
 * The edit form's save: as react-admin's, unless the e-mail, phone or role changes; then "Confirm it's you" (the
 * caller's passkey, app code or password) sends updateSubmerchant with the proof, and its outcome is said as
 * react-admin would (notice, the detail; a refused value under its input).
 */
const EmployeeEditForm = () => {
  const record = useRecordContext();
  const save = useGuardedSave();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const stepUpSubmit = useStepUpSubmit();
  const submit = async (values: Record<string, unknown>) => {
    if (!record || !changesContactOrRole(values, record)) return save(values);
    return stepUpSubmit(
      async (proof) => (await dataProvider.update<RaRecord>('employees', { id: record.id, data: { ...values, proof }, previousData: record })).data,
      async (saved) => {
        await queryClient.invalidateQueries({ queryKey: ['employees'] });
        notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
        redirect(`/submerchant/detail/${saved.id}`);
      },
      { message: 'app.submerchants.confirmChange' },
    );
  };
  return <EmployeeForm creating={false} onSubmit={submit} />;
};

/**
 * /submerchant/edit/:id (spec §2): submerchantDetail then updateSubmerchant through react-admin's Edit (saved at
 * once, not optimistically: the server checks the phone, shops and role). Another merchant's employee reads as not found.
 */
const EmployeeEdit = ({ titleKey }: ScreenProps) => {
  const record = useRecordScreen(titleKey, 'app.submerchants.notFound');
  return (
    <TitledScreen titleKey={titleKey}>
      <Edit resource="employees" {...record} mutationMode="pessimistic" redirect={() => `submerchant/detail/${record.id}`}>
        <EmployeeEditForm />
      </Edit>
    </TitledScreen>
  );
};

export default EmployeeEdit;
