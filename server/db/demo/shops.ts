import { districtsOf, province, wardsOf } from './areas';
import type { Random } from './random';

/** Where the demo merchant's shops are (a province code per shop), and their brands. */
export const DEMO01_SHOPS = { provinces: ['01', '01', '01', '79', '79', '79', '48', '48', '31', '92', '56', '46'], brands: ['Demo Coffee', 'Demo Mart', 'Demo Bakery', 'Demo Phở'] };
/** The second merchant's: fewer shops, other brands. */
export const DEMO02_SHOPS = { provinces: ['79', '79', '01', '92', '75'], brands: ['Trà Sữa Hai', 'Bánh Mì Hai'] };
const STREETS = ['Lê Lợi', 'Trần Hưng Đạo', 'Nguyễn Huệ', 'Hai Bà Trưng', 'Lý Thường Kiệt', 'Quang Trung', 'Nguyễn Trãi', 'Lê Duẩn'];

export interface DemoShop {
  name: string;
  address: string;
  provinceCode: string;
  districtCode: string;
  wardCode: string;
  /** The units' names as the shop calls store them beside the codes (server/areas). */
  provinceName: string;
  districtName: string;
  wardName: string;
  opensAt: string;
  closesAt: string;
  phone: string;
  status: 'active' | 'locked';
}

export const demoShops = (random: Random, { provinces, brands }: { provinces: readonly string[]; brands: readonly string[] } = DEMO01_SHOPS): DemoShop[] =>
  provinces.map((provinceCode, index) => {
    const district = random.pick(districtsOf(provinceCode));
    const ward = random.pick(wardsOf(district.code));
    const street = `${1 + random.int(300)} ${random.pick(STREETS)}`;
    return {
      name: `${brands[index % brands.length]} ${district.name_with_type}`,
      // The street only: the area is the codes and names below, as the shop calls store an address.
      address: street,
      provinceCode,
      districtCode: district.code,
      wardCode: ward.code,
      provinceName: province(provinceCode).name_with_type,
      districtName: district.name_with_type,
      wardName: ward.name_with_type,
      opensAt: index % 3 === 2 ? '06:30' : '08:00',
      closesAt: index % 3 === 2 ? '23:00' : '22:00',
      phone: `09${random.digits(8)}`,
      // One closed shop, so that lists show both states.
      status: index === provinces.length - 1 ? 'locked' : 'active',
    };
  });
