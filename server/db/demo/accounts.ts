import type { UserType } from '../../../src/api/permissions';

export interface DemoAccount {
  who: string;
  /** Owner ID typed at sign-in. */
  code: string;
  username: string;
  password: string;
  email: string;
  type: UserType;
  fullName: string;
}

/** The sign-in accounts of CONTRACT.md, exactly: users, the README and acceptance tests rely on them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { who: 'merchant owner', code: 'DEMO01', username: '0901234567', password: 'demo-merchant-2026', email: 'merchant@demo.local', type: 'merchant', fullName: 'Nguyễn Văn An' },
  { who: 'employee (sub-merchant)', code: 'DEMO01', username: '0912345678', password: 'demo-employee-2026', email: 'employee@demo.local', type: 'submerchant', fullName: 'Trần Thị Bình' },
  { who: 'third-party API user', code: 'DEMO01', username: '0907654321', password: 'demo-partner-2026', email: 'partner@demo.local', type: 'thirdparty', fullName: 'Lê Minh Châu' },
  { who: 'platform staff (back-office)', code: 'ADMIN', username: '0900000000', password: 'demo-admin-2026', email: 'admin@demo.local', type: 'staff', fullName: 'Phạm Quốc Dũng' },
];

export const DEMO_OWNERS = [
  { code: 'DEMO01', name: 'Demo Merchant JSC' },
  { code: 'ADMIN', name: 'Platform Administration' },
] as const;

/** One role per user type, carrying `DEFAULT_ROLE_ACTIONS[type]`. */
export const DEMO_ROLES: readonly { code: string; type: UserType; name: string; description: string }[] = [
  { code: 'DEMO01', type: 'merchant', name: 'Merchant owner', description: 'Everything in the merchant portal' },
  { code: 'DEMO01', type: 'submerchant', name: 'Shop employee', description: 'Transactions, shops and earned points' },
  { code: 'DEMO01', type: 'thirdparty', name: 'API partner', description: 'Transactions, API keys and reports' },
  { code: 'ADMIN', type: 'staff', name: 'Back-office staff', description: 'Pages, vouchers and records' },
];
