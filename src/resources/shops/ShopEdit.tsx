import { Edit, useRecordContext } from 'react-admin';
import type { ShopDetail } from '../../api/shops';
import { TitledScreen, useRecordScreen } from '../../ui/TitledScreen';
import type { ScreenProps } from '../screen';
import { isShopDetail } from './isShopDetail';
import { ShopForm } from './ShopForm';

/** The form starts from the whole detail (its location and photos), never from a list row. */
const WholeShopForm = () => (isShopDetail(useRecordContext<ShopDetail>()) ? <ShopForm /> : null);

/**
 * /shop/edit/:id (spec §2): shopDetail then updateShop through react-admin's Edit (saved at once, not optimistically:
 * the server checks the code and the area). Another merchant's shop reads as not found.
 */
const ShopEdit = ({ titleKey }: ScreenProps) => {
  const record = useRecordScreen(titleKey, 'app.shops.notFound');
  return (
    <TitledScreen titleKey={titleKey}>
      <Edit resource="shops" {...record} mutationMode="pessimistic" redirect={() => `shop/detail/${record.id}`}>
        <WholeShopForm />
      </Edit>
    </TitledScreen>
  );
};

export default ShopEdit;
