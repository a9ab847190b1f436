/**
 * The history's and the detail's texts (status, type and service names are `app.sales.*`), in English (the default
 * and fallback language).
 */
export const english = {
  app: {
    menu: { transactionHistory: 'Transaction History' },
    screens: {
      transactionHistory: 'Transaction History',
      transactionDetail: 'Transaction Detail',
    },
    transactions: {
      fields: {
        id: 'ID',
        reference: 'Reference',
        createdAt: 'Date and time',
        amount: 'Amount',
        fee: 'Fee',
        net: 'Net amount',
        status: 'Status',
        type: 'Type',
        service: 'Service',
        shop: 'Shop',
        employee: 'Employee',
        shopAddress: 'Shop address',
        shopPhone: 'Shop phone',
        employeePhone: 'Employee phone',
      },
      filters: {
        period: 'Period',
        from: 'From date',
        to: 'To date',
        reference: 'Search reference',
        amountMin: 'Amount from (₫)',
        amountMax: 'Amount to (₫)',
        amountReversed: 'Amount to (₫): must not be below Amount from',
        any: 'All',
      },
      empty: 'No transaction matches these filters',
      noShop: 'No shop',
      noEmployee: 'The merchant',
      backToHistory: 'Back to the history',
      notFound: 'This transaction cannot be shown: it does not exist or is not yours.',
      statusHistory: 'Status history',
      noStatusHistory: 'No status history: the transaction has only its current status.',
    },
  },
};
