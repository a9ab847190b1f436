import ShopCreate from '../../../../src/resources/shops/ShopCreate';
import ShopEdit from '../../../../src/resources/shops/ShopEdit';
import ShopList from '../../../../src/resources/shops/ShopList';
import ShopShow from '../../../../src/resources/shops/ShopShow';
import { renderScreens, type RenderScreensOptions } from '../../support/renderScreens';

/** The shop screens as the shell mounts them (test/web/support/renderScreens.tsx). */
export const renderShops = (path: string, options?: RenderScreensOptions) => renderScreens([
  ['/shops', ShopList, 'app.screens.shops'],
  ['/shop/detail/:id', ShopShow, 'app.screens.shopDetail'],
  ['/shop/create', ShopCreate, 'app.screens.shopCreate'],
  ['/shop/edit/:id', ShopEdit, 'app.screens.shopEdit'],
], path, options);
