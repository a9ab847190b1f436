/**
 * The history's texts (kind names are `app.loyalty.kinds.*`, src/core/loyaltyTerms.ts), in English (the default and
 * fallback language).
 */
export const english = {
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
};
