import type { StoredState, VoucherState } from '../../../src/api/voucherLifecycle';
/**
 * Demo records of the back-office pages (server/db/demo/pages.ts), kept by the platform owner ADMIN: partners,
 * voucher categories, partner shops and partner vouchers. Built from fixed lists (no randomness): the same
 * reference date gives the same records. Every value is one the record store would accept for its field.
 */

const DAY = 86_400_000;

export const DEMO_PARTNERS = [
  { name: 'Cà phê Sông Hàn', code: 'SONGHAN', detail: 'Chuỗi cà phê rang xay tại chỗ, 24 quán ở Đà Nẵng và Hội An.', hotLine: '1900 6868' },
  { name: 'Trà sữa Mây Xanh', code: 'MAYXANH', detail: 'Trà sữa và trà trái cây, giao hàng trong 30 phút.', hotLine: '1900 2345' },
  { name: 'Siêu thị Tân Phú', code: 'TANPHU', detail: 'Siêu thị tiện lợi mở cửa 24/7 tại TP. Hồ Chí Minh.', hotLine: '1800 1234' },
  { name: 'Nhà sách Phương Đông', code: 'PHUONGDONG', detail: 'Sách, văn phòng phẩm và quà tặng; 15 nhà sách trên toàn quốc.', hotLine: '1900 5678' },
  { name: 'Phở Hà Thành', code: 'HATHANH', detail: 'Phở bò truyền thống Hà Nội từ năm 1995.', hotLine: '024 3826 1111' },
  { name: 'Rạp chiếu phim Ngân Hà', code: 'NGANHA', detail: 'Cụm rạp chiếu phim 3D và IMAX tại Hà Nội, Hải Phòng.', hotLine: '1900 6017' },
  { name: 'Spa Hoa Sen', code: 'HOASEN', detail: 'Chăm sóc da, massage và xông hơi thảo dược.', hotLine: '028 3930 2222' },
  { name: 'Du lịch Biển Xanh', code: 'BIENXANH', detail: 'Tour biển đảo Phú Quốc, Nha Trang, Côn Đảo.', hotLine: '1900 3399' },
] as const;

export const DEMO_CATEGORIES = [
  { name: 'Ẩm thực' }, { name: 'Mua sắm' }, { name: 'Giải trí' }, { name: 'Sức khoẻ & Làm đẹp' }, { name: 'Du lịch' },
] as const;

export const DEMO_PARTNER_SHOPS = [
  { name: 'Sông Hàn Bạch Đằng', address: '12 Bạch Đằng, Phường Hải Châu I, Quận Hải Châu, Đà Nẵng' },
  { name: 'Sông Hàn Hội An', address: '45 Trần Phú, Phường Minh An, Hội An, Quảng Nam' },
  { name: 'Mây Xanh Nguyễn Huệ', address: '88 Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh' },
  { name: 'Mây Xanh Cầu Giấy', address: '102 Trần Duy Hưng, Phường Trung Hoà, Quận Cầu Giấy, Hà Nội' },
  { name: 'Tân Phú Lê Văn Sỹ', address: '230 Lê Văn Sỹ, Phường 14, Quận 3, TP. Hồ Chí Minh' },
  { name: 'Tân Phú Phú Mỹ Hưng', address: '15 Nguyễn Lương Bằng, Phường Tân Phú, Quận 7, TP. Hồ Chí Minh' },
  { name: 'Phương Đông Tràng Tiền', address: '36 Tràng Tiền, Phường Tràng Tiền, Quận Hoàn Kiếm, Hà Nội' },
  { name: 'Phương Đông Cần Thơ', address: '9 Hoà Bình, Phường Tân An, Quận Ninh Kiều, Cần Thơ' },
  { name: 'Phở Hà Thành Hàng Bông', address: '49 Hàng Bông, Phường Hàng Gai, Quận Hoàn Kiếm, Hà Nội' },
  { name: 'Ngân Hà Royal City', address: '72A Nguyễn Trãi, Phường Thượng Đình, Quận Thanh Xuân, Hà Nội' },
  { name: 'Spa Hoa Sen Thảo Điền', address: '21 Quốc Hương, Phường Thảo Điền, TP. Thủ Đức, TP. Hồ Chí Minh' },
  { name: 'Biển Xanh Phú Quốc', address: '5 Trần Hưng Đạo, Thị trấn Dương Đông, Phú Quốc, Kiên Giang' },
] as const;

/** Which shops (indexes of DEMO_PARTNER_SHOPS) belong to which partner (index of DEMO_PARTNERS). */
const SHOPS_OF_PARTNER: readonly (readonly number[])[] = [[0, 1], [2, 3], [4, 5], [6, 7], [8], [9], [10], [11]];
/** The categories (indexes of DEMO_CATEGORIES) of each partner's vouchers: some have two (a SelectModel holds a list). */
const CATEGORIES_OF_PARTNER = [[0], [0, 1], [1], [1, 2], [0], [2], [3], [4, 2]];
const LOCATIONS = [
  '16.0678/108.2245', '10.7743/106.7038', '10.7769/106.6869', '21.0245/105.8577', '21.0285/105.8542',
  '21.0030/105.8157', '10.8031/106.7364', '10.2170/103.9593',
];

const OFFERS = [
  { name: 'Giảm 20% hoá đơn', en: '20% off the bill', value: 'Giảm 20%', points: 200 },
  { name: 'Tặng 1 đồ uống size M', en: 'A free medium drink', value: 'Tặng 1 ly', points: 150 },
  { name: 'Phiếu mua hàng 50.000đ', en: 'A 50,000 VND voucher', value: '50.000đ', points: 500 },
  { name: 'Phiếu mua hàng 100.000đ', en: 'A 100,000 VND voucher', value: '100.000đ', points: 950 },
] as const;

export type DemoVoucher = Record<string, unknown>;

const BLOCK_REASON = 'Đối tác tạm ngừng chương trình để điều chỉnh điều kiện áp dụng.';
const REJECT_REASON = 'Hình ảnh ưu đãi không rõ nét, đề nghị đối tác gửi lại.';

/**
 * The stored lifecycle state (src/api/voucherLifecycle.ts) of demo voucher `index`: most approved (active, or
 * expired for every tenth, by their dates), some waiting for review or synced, one rejected, three blocked.
 */
const demoVoucherStatus = (index: number): StoredState => {
  if (index % 10 === 7) return 'blocked';
  if (index === 6) return 'rejected';
  if (index % 10 === 4) return 'submitted';
  if (index % 10 === 5) return 'synced';
  return 'approved';
};

/** The transitions that led a demo voucher to its state: created (submitted), then each step with its reason. */
export const demoVoucherHistory = (status: unknown): { from: VoucherState | null; to: StoredState; reason: string | null }[] => {
  const steps: { from: VoucherState | null; to: StoredState; reason: string | null }[] = [{ from: null, to: 'submitted', reason: null }];
  if (status === 'submitted') return steps;
  if (status === 'rejected') return [...steps, { from: 'submitted', to: 'rejected', reason: REJECT_REASON }];
  steps.push({ from: 'submitted', to: 'synced', reason: null });
  if (status === 'synced') return steps;
  steps.push({ from: 'synced', to: 'approved', reason: null });
  if (status === 'blocked') steps.push({ from: 'active', to: 'blocked', reason: BLOCK_REASON });
  return steps;
};

const isoDate = (at: Date) => at.toISOString().slice(0, 10);

/**
 * 30 vouchers across the partners. `partnerIds`, `categoryIds` and `shopIds` are the ids the records above got,
 * in list order. A few are blocked (with a reason) or expired, some are featured, every field has a value except
 * uploads (images, thumbnail, contract: the seed has no files) and the partner secret (a Password).
 */
export const demoVouchers = (
  referenceDate: Date, ids: { partnerIds: readonly number[]; categoryIds: readonly number[]; shopIds: readonly number[] },
): DemoVoucher[] =>
  Array.from({ length: 30 }, (_, index) => {
    const partner = index % DEMO_PARTNERS.length;
    const offer = OFFERS[index % OFFERS.length];
    const { code, name: partnerName } = DEMO_PARTNERS[partner];
    const status = demoVoucherStatus(index);
    const start = new Date(referenceDate.getTime() - (20 + index * 3) * DAY);
    const end = new Date(index % 10 === 9 ? referenceDate.getTime() - (index + 1) * DAY : referenceDate.getTime() + (30 + index * 5) * DAY);
    const voucher: DemoVoucher = {
      code: `${code}${String(index + 1).padStart(2, '0')}`,
      name: `${offer.name} tại ${partnerName}`,
      title: { vi: `${offer.name} – ${partnerName}`, en: `${offer.en} at ${partnerName}` },
      partnerId: ids.partnerIds[partner],
      categoryId: CATEGORIES_OF_PARTNER[partner].map((category) => ids.categoryIds[category]),
      status,
      isHot: index % 6 === 0,
      exchangePoint: offer.points,
      minOrder: [100_000, 150_000, 200_000, 300_000][index % 4],
      value: offer.value,
      description: `Áp dụng cho khách hàng thành viên khi đổi ${offer.points} điểm tích luỹ. Mỗi khách hàng dùng tối đa 1 lần mỗi ngày.`,
      content: `<p>${offer.name} khi thanh toán tại <strong>${partnerName}</strong>.</p><ul><li>Xuất trình mã ưu đãi trước khi thanh toán</li><li>Không quy đổi thành tiền mặt</li></ul>`,
      terms: '<p>Không áp dụng đồng thời với chương trình khuyến mãi khác. Không áp dụng ngày lễ, Tết.</p>',
      startDate: isoDate(start),
      endDate: isoDate(end),
      redeemFrom: ['08:00', '09:30', '10:00', '14:15'][index % 4],
      shopIds: SHOPS_OF_PARTNER[partner].map((shop) => ids.shopIds[shop]),
      channels: index % 3 === 0 ? ['app', 'web', 'pos'] : index % 3 === 1 ? ['app'] : ['app', 'pos'],
      location: LOCATIONS[partner],
      hotLine: DEMO_PARTNERS[partner].hotLine,
      pointRules: [
        { order: 1, date: `${isoDate(start)}T00:00:00.000Z`, points: offer.points },
        { order: 2, date: `${isoDate(new Date(start.getTime() + 14 * DAY))}T00:00:00.000Z`, points: offer.points * 0.8 },
      ],
      limits: [
        { channel: 'app', maxPerDay: 50 + index, enabled: true, tags: ['thành viên', 'online'] },
        { channel: 'pos', maxPerDay: 20, enabled: index % 2 === 0, tags: ['tại quầy'] },
      ],
    };
    if (status === 'blocked') voucher.blockMessage = BLOCK_REASON;
    if (status === 'rejected') voucher.rejectReason = REJECT_REASON;
    return voucher;
  });
