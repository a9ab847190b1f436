/** Every call the dashboard's cards and charts make for their figures. */
export const REPORT_PATHS = [
  '/api/transaction/merchantSaleReport',
  '/api/transaction/shopSaleReport',
  '/api/report/transactionByService',
  '/api/transaction/topSellingSubmerchant',
  '/api/merchant/merchantBalance',
  '/api/loyalty/getPoint',
];
