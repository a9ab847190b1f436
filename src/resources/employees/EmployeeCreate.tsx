import { useQueryClient } from '@tanstack/react-query';
import { Create, type RaRecord, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { TitledScreen } from '../../ui/TitledScreen';
import { useStepUpSubmit } from '../../ui/stepUp/useStepUpSubmit';
import type { ScreenProps } from '../screen';
import { EmployeeForm } from './EmployeeForm';

/**
 * The create form's save: a new employee is a gift of their role's rights, so "Confirm it's you" (the caller's passkey,
 * app code or password) comes first, then createSubmerchant with the proof; its outcome is said as react-admin would
 * (notice, the detail; a refused value under its input).
 */
const EmployeeCreateForm = () => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const stepUpSubmit = useStepUpSubmit();
  const submit = (values: Record<string, unknown>) => stepUpSubmit(
    async (proof) => (await dataProvider.create<RaRecord>('employees', { data: { ...values, proof } })).data,
    async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ['employees'] });
      notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
      redirect(`/submerchant/detail/${saved.id}`);
    },
    { message: 'app.submerchants.confirmCreate' },
  );
  return <EmployeeForm creating onSubmit={submit} />;
};

/** /submerchant/create (spec §2): createSubmerchant through react-admin's Create; the new employee's detail opens. */
const EmployeeCreate = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  return (
    <TitledScreen titleKey={titleKey}>
      <Create
        resource="employees"
        title={translate(titleKey)}
        record={{ shopIds: [], firstPasswordMode: 'password', identityType: null }}
      >
        <EmployeeCreateForm />
      </Create>
    </TitledScreen>
  );
};

export default EmployeeCreate;
