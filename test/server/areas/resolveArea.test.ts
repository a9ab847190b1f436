import { isAreaProblem, resolveArea } from '../../../server/areas/resolveArea';
import { unitsOf } from '../../../server/areas/unitData';

// Pure functions over the embedded data: no database, no app.

describe('resolveArea', () => {
  it('answers the names of a legacy chain, province → district → ward', () => {
    expect(resolveArea({ system: 'legacy', provinceCode: '01', districtCode: '001', wardCode: '00001' })).toEqual({
      provinceName: 'Thành phố Hà Nội', districtName: 'Quận Ba Đình', wardName: 'Phường Phúc Xá',
    });
  });

  it('answers the names of a 2025 chain, province → ward, with no district', () => {
    expect(resolveArea({ system: '2025', provinceCode: '01', wardCode: '00004' })).toEqual({
      provinceName: 'Thành phố Hà Nội', districtName: null, wardName: 'Phường Ba Đình',
    });
    expect(resolveArea({ system: '2025', provinceCode: '79', districtCode: null, wardCode: '26740' })).toMatchObject({ provinceName: 'Thành phố Hồ Chí Minh', wardName: 'Phường Sài Gòn' });
  });

  it('reads the same code in the system given: ward 00004 is Trúc Bạch before 2025, Ba Đình after', () => {
    expect(resolveArea({ system: 'legacy', provinceCode: '01', districtCode: '001', wardCode: '00004' })).toMatchObject({ wardName: 'Phường Trúc Bạch' });
    expect(resolveArea({ system: '2025', provinceCode: '01', wardCode: '00004' })).toMatchObject({ wardName: 'Phường Ba Đình' });
  });

  it('names the first wrong field of a wrong chain', () => {
    const problem = (codes: Parameters<typeof resolveArea>[0]) => {
      const answer = resolveArea(codes);
      return isAreaProblem(answer) ? answer.field : 'no problem';
    };
    // Hà Giang (02) is a legacy province only: in 2025 it is part of Tuyên Quang.
    expect(problem({ system: '2025', provinceCode: '02', wardCode: '00688' })).toBe('provinceCode');
    expect(problem({ system: 'legacy', provinceCode: '99', districtCode: '001', wardCode: '00001' })).toBe('provinceCode');
    expect(problem({ system: '2025', provinceCode: '01', districtCode: '001', wardCode: '00004' })).toBe('districtCode');
    expect(problem({ system: 'legacy', provinceCode: '01', wardCode: '00001' })).toBe('districtCode');
    // Liên Chiểu (490) is a district of Đà Nẵng, not of Hà Nội.
    expect(problem({ system: 'legacy', provinceCode: '01', districtCode: '490', wardCode: '20194' })).toBe('districtCode');
    // Phúc Xá (00001) is in Ba Đình (001), not Hoàn Kiếm (002).
    expect(problem({ system: 'legacy', provinceCode: '01', districtCode: '002', wardCode: '00001' })).toBe('wardCode');
    // A ward of Hồ Chí Minh City under Hà Nội, and a code that is no ward at all.
    expect(problem({ system: '2025', provinceCode: '01', wardCode: '26740' })).toBe('wardCode');
    expect(problem({ system: '2025', provinceCode: '01', wardCode: '99999' })).toBe('wardCode');
  });
});

describe('unitsOf', () => {
  it('holds 34 provinces and 3,321 wards in 2025, 63 provinces with districts before', () => {
    const units2025 = unitsOf('2025');
    expect(units2025.provinces).toHaveLength(34);
    expect(units2025.wards.size).toBe(3_321);
    expect(units2025.districts.size).toBe(0);
    expect(units2025.provinces.reduce((total, province) => total + units2025.childrenOf(province.code).length, 0)).toBe(3_321);
    const legacy = unitsOf('legacy');
    expect(legacy.provinces).toHaveLength(63);
    expect(legacy.childrenOf('01')).toHaveLength(30);
    expect(legacy.childrenOf('01').every((unit) => unit.code.length === 3)).toBe(true);
    expect(legacy.childrenOf('001').map((unit) => unit.name)).toContain('Phường Phúc Xá');
    expect(legacy.childrenOf('nothing')).toEqual([]);
  });
});
