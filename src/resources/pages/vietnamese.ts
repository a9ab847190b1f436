import type { CatalogueOf } from '../../i18n/catalogueOf';
import type { english } from './english';

/** The same in Vietnamese: every key of the English (a missing key is a compile error). */
export const vietnamese: CatalogueOf<typeof english> = {
  app: {
    menu: { pageEditor: 'Chỉnh sửa trang' },
    screens: {
      pageEditor: 'Chỉnh sửa trang',
    },
  },
};
