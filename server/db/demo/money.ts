import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { bankAccounts, owners, paymentChannels } from '../schema';

/**
 * The demo merchants' money details (/merchants): registered details with real area codes, bank accounts (DEMO01:
 * two verified and one not; DEMO02: one verified) and a few payment channels with their fees. Small and fixed.
 */
const DETAILS = {
  DEMO01: {
    taxCode: '0316789012', address: '45 Hai Bà Trưng', provinceCode: '79', districtCode: '760', wardCode: '26734',
    contactName: 'Nguyễn Văn An', contactPhone: '0901234567', contactEmail: 'merchant@demo.local',
  },
  DEMO02: {
    taxCode: '0109876543', address: '8 Phan Đình Phùng', provinceCode: '01', districtCode: '001', wardCode: '00001',
    contactName: 'Võ Thị Hạnh', contactPhone: '0909999999', contactEmail: 'merchant2@demo.local',
  },
} as const;

const ACCOUNTS = {
  DEMO01: [
    { bankCode: 'VCB', bankName: 'Vietcombank', accountNumber: '0071001234567', holderName: 'CONG TY CP DEMO MERCHANT', verified: true },
    { bankCode: 'TCB', bankName: 'Techcombank', accountNumber: '19033445566778', holderName: 'CONG TY CP DEMO MERCHANT', verified: true },
    { bankCode: 'ACB', bankName: 'ACB', accountNumber: '246813579', holderName: 'NGUYEN VAN AN', verified: false },
  ],
  DEMO02: [
    { bankCode: 'BIDV', bankName: 'BIDV', accountNumber: '12010009876543', holderName: 'CONG TY TNHH SECOND DEMO', verified: true },
  ],
} as const;

const CHANNELS = {
  DEMO01: [
    { code: 'QRPAY', name: 'VietQR', feeRateBp: 60, feeFixed: 0, enabled: true },
    { code: 'CARD', name: 'Thẻ quốc tế / International cards', feeRateBp: 220, feeFixed: 1_100, enabled: true },
    { code: 'ATM', name: 'Thẻ ATM nội địa / Domestic ATM cards', feeRateBp: 110, feeFixed: 1_650, enabled: true },
    { code: 'WALLET', name: 'Ví điện tử / E-wallets', feeRateBp: 150, feeFixed: 0, enabled: false },
  ],
  DEMO02: [
    { code: 'QRPAY', name: 'VietQR', feeRateBp: 80, feeFixed: 0, enabled: true },
    { code: 'CARD', name: 'Thẻ quốc tế / International cards', feeRateBp: 250, feeFixed: 2_000, enabled: true },
  ],
} as const;

export const seedDemoMoney = async (tx: Db, ownerIds: ReadonlyMap<string, number>, referenceDate: Date): Promise<void> => {
  for (const code of ['DEMO01', 'DEMO02'] as const) {
    const ownerId = ownerIds.get(code)!;
    await tx.update(owners).set(DETAILS[code]).where(eq(owners.id, ownerId));
    await tx.insert(bankAccounts).values(ACCOUNTS[code].map(({ verified, ...account }) => ({
      ...account, ownerId, verifiedAt: verified ? new Date(referenceDate.getTime() - 300 * 86_400_000) : null,
      createdAt: new Date(referenceDate.getTime() - 320 * 86_400_000),
    })));
    await tx.insert(paymentChannels).values(CHANNELS[code].map((channel) => ({ ...channel, ownerId })));
  }
};
