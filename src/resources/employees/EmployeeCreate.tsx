import { Create, useTranslate } from 'react-admin';
import { TitledScreen } from '../../ui/TitledScreen';
import type { ScreenProps } from '../screen';
import { EmployeeForm } from './EmployeeForm';

/** /submerchant/create (spec §2): createSubmerchant through react-admin's Create; the new employee's detail opens. */
const EmployeeCreate = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  return (
    <TitledScreen titleKey={titleKey}>
      <Create
        resource="employees"
        title={translate(titleKey)}
        redirect={(_resource, id) => `submerchant/detail/${id}`}
        record={{ shopIds: [], firstPasswordMode: 'password', identityType: null }}
      >
        <EmployeeForm creating />
      </Create>
    </TitledScreen>
  );
};

export default EmployeeCreate;
