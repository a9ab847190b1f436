/**
 * The settlement screens' texts (status names are `app.loyalty.statuses.*`), in English (the default and fallback
 * language).
 */
export const english = {
  app: {
    menu: { settlement: 'Points Settlement' },
    screens: {
      settlementPoint: 'Points Settlement',
      createSettlementPoint: 'New Points Settlement',
    },
    settlementPoints: {
      fields: {
        createdAt: 'Requested',
        period: 'Period',
        points: 'Points',
        rate: 'Rate',
        amount: 'Amount',
        status: 'Status',
        reason: 'Reason',
        decidedAt: 'Decided',
      },
      periodValue: '%{from} – %{to}',
      empty: 'No settlement matches these filters',
      create: 'Create settlement',
      intro: 'Settle with the platform the points your customers redeemed at your shops in a period. Points already settled, or redeemed longer ago than the redeem-expiry cycle, are not included.',
      quote: {
        title: 'What this settlement covers',
        loading: 'Counting the redeemed points',
        nothing: 'There are no redeemed points left to settle in this period.',
        points: '%{points} points (%{events} redemption) |||| %{points} points (%{events} redemptions)',
        rate: '%{rate} per point',
      },
      submit: 'Request settlement',
      submitting: 'Requesting…',
      cancel: 'Back to the list',
      failed: 'The settlement could not be requested. Please try again.',
    },
  },
};
