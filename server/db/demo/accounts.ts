import type { BuiltinRole, UserType } from '../../../src/api/permissions';

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
  { who: 'owner of the second merchant', code: 'DEMO02', username: '0909999999', password: 'demo-merchant2-2026', email: 'merchant2@demo.local', type: 'merchant', fullName: 'Võ Thị Hạnh' },
  { who: 'platform staff (back-office)', code: 'ADMIN', username: '0900000000', password: 'demo-admin-2026', email: 'admin@demo.local', type: 'staff', fullName: 'Phạm Quốc Dũng' },
];

export const DEMO_OWNERS = [
  { code: 'DEMO01', name: 'Demo Merchant JSC' },
  { code: 'DEMO02', name: 'Second Demo Trading Co.' },
  { code: 'ADMIN', name: 'Platform Administration' },
] as const;

/**
 * One role per user type and merchant, carrying `DEFAULT_ROLE_ACTIONS[type]`. Shop employees see the sales of
 * the shops they are assigned to only (shop scope 'own').
 */
export const DEMO_ROLES: readonly { code: string; type: UserType; name: string; description: string; shopScope?: 'own'; builtin?: BuiltinRole }[] = [
  { code: 'DEMO01', type: 'merchant', name: 'Merchant owner', description: 'Everything in the merchant portal', builtin: 'owner' },
  { code: 'DEMO01', type: 'submerchant', name: 'Shop employee', description: 'Transactions of their own shops, shops and earned points', shopScope: 'own', builtin: 'cashier' },
  { code: 'DEMO01', type: 'thirdparty', name: 'API partner', description: 'Transactions, API keys and reports', builtin: 'apiuser' },
  { code: 'DEMO02', type: 'merchant', name: 'Merchant owner', description: 'Everything in the merchant portal', builtin: 'owner' },
  { code: 'DEMO02', type: 'submerchant', name: 'Shop employee', description: 'Transactions of their own shops, shops and earned points', shopScope: 'own', builtin: 'cashier' },
  { code: 'ADMIN', type: 'staff', name: 'Back-office staff', description: 'Pages, vouchers and records' },
];

/** The demo employee of DEMO01, assigned to two shops: the one whose dashboard shows shop scope 'own' at work. */
export const DEMO_EMPLOYEE_USERNAME = '0912345678';
