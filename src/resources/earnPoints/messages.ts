import type { ScreenMessages } from '../screen';

/** The history's texts in both languages (kind names are `app.loyalty.kinds.*`, src/core/loyaltyTerms.ts). */
export const messages: ScreenMessages = {
  en: {
    app: {
      menu: { earnPoints: 'Earning Points' },
      screens: {
        earnPointHistory: 'Earning Points History',
      },
      earnPoints: {
        fields: {
          createdAt: 'Date and time',
          customer: 'Customer',
          shop: 'Shop',
          transaction: 'Transaction',
          kind: 'Kind',
          points: 'Points',
        },
        filters: { phone: 'Customer phone' },
        empty: 'No points history matches these filters',
        noShop: 'No shop',
        noCustomer: 'Unknown',
        rules: {
          title: 'Loyalty rules',
          earnRate: 'Earning rate',
          earnRateValue: '%{rate}% of each sale',
          pointValue: 'Value of a point',
          expiry: 'Earned points expire after',
          redeemExpiry: 'Redeemed points can be settled for',
          days: '%{count} day |||| %{count} days',
        },
      },
    },
  },
  vi: {
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
  },
};
