import { Create, useTranslate } from 'react-admin';
import { TitledScreen } from '../../ui/TitledScreen';
import { EMPTY_ADDRESS } from '../../address';
import type { ScreenProps } from '../screen';
import { ShopForm } from './ShopForm';

/** /shop/create (spec §2): createShop through react-admin's Create; the new shop's detail opens once it is saved. */
const ShopCreate = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  return (
    <TitledScreen titleKey={titleKey}>
      <Create
        resource="shops"
        title={translate(titleKey)}
        redirect={(_resource, id) => `shop/detail/${id}`}
        record={{ area: EMPTY_ADDRESS, photoUrls: [] }}
      >
        <ShopForm />
      </Create>
    </TitledScreen>
  );
};

export default ShopCreate;
