/** The demo accounts of CONTRACT.md and the menu each must see (spec §2 side menu, §6). */
export interface E2eAccount {
  code: string;
  username: string;
  password: string;
  email: string;
  menu: string[];
}

export const MERCHANT: E2eAccount = {
  code: 'DEMO01', username: '0901234567', password: 'demo-merchant-2026', email: 'merchant@demo.local',
  menu: ['Dashboards', 'Transaction History', 'Merchant Information', 'Shop Management', 'Employee Management',
    'Earning Points', 'Points Settlement', 'Roles & Permission', 'Exports Report File List', 'Checkout'],
};

export const EMPLOYEE: E2eAccount = {
  code: 'DEMO01', username: '0912345678', password: 'demo-employee-2026', email: 'employee@demo.local',
  menu: ['Dashboards', 'Transaction History', 'Shop Management', 'Earning Points', 'Checkout'],
};

export const PARTNER: E2eAccount = {
  code: 'DEMO01', username: '0907654321', password: 'demo-partner-2026', email: 'partner@demo.local',
  menu: ['Dashboards', 'Transaction History', 'API Keys', 'Webhooks', 'Exports Report File List'],
};

export const STAFF: E2eAccount = {
  code: 'ADMIN', username: '0900000000', password: 'demo-admin-2026', email: 'admin@demo.local',
  // Then the demo page resources of the seed (server/db/demo/pages.ts), by page id, under their own names.
  menu: ['Dashboards', 'Page Editor', 'Voucher Approval', 'Enter phone numbers', 'Partner vouchers', 'Partners', 'Voucher categories', 'Partner shops', 'Point settlements'],
};
