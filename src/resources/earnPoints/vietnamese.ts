import type { CatalogueOf } from '../../i18n/catalogueOf';
import type { english } from './english';

/** The same in Vietnamese: every key of the English (a missing key is a compile error). */
export const vietnamese: CatalogueOf<typeof english> = {
  app: {
    menu: { earnPoints: 'Tích điểm' },
    screens: {
      earnPointHistory: 'Lịch sử tích điểm',
    },
    earnPoints: {
      fields: {
        createdAt: 'Thời gian',
        customer: 'Khách hàng',
        shop: 'Cửa hàng',
        transaction: 'Giao dịch',
        kind: 'Loại',
        points: 'Điểm',
      },
      filters: { phone: 'Số điện thoại khách hàng' },
      empty: 'Không có lịch sử điểm nào khớp với bộ lọc',
      noShop: 'Không có cửa hàng',
      noCustomer: 'Không rõ',
      rules: {
        title: 'Quy định tích điểm',
        earnRate: 'Tỷ lệ tích điểm',
        earnRateValue: '%{rate}% giá trị mỗi giao dịch',
        pointValue: 'Giá trị một điểm',
        expiry: 'Điểm tích được hết hạn sau',
        redeemExpiry: 'Điểm đã đổi được quyết toán trong',
        days: '%{count} ngày |||| %{count} ngày',
      },
    },
  },
};
