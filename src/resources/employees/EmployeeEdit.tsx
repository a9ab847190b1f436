import { Edit } from 'react-admin';
import { TitledScreen, useRecordScreen } from '../../ui/TitledScreen';
import type { ScreenProps } from '../screen';
import { EmployeeForm } from './EmployeeForm';

/**
 * /submerchant/edit/:id (spec §2): submerchantDetail then updateSubmerchant through react-admin's Edit (saved at
 * once, not optimistically: the server checks the phone, shops and role). Another merchant's employee reads as not found.
 */
const EmployeeEdit = ({ titleKey }: ScreenProps) => {
  const record = useRecordScreen(titleKey, 'app.submerchants.notFound');
  return (
    <TitledScreen titleKey={titleKey}>
      <Edit resource="employees" {...record} mutationMode="pessimistic" redirect={() => `submerchant/detail/${record.id}`}>
        <EmployeeForm creating={false} />
      </Edit>
    </TitledScreen>
  );
};

export default EmployeeEdit;
