import type { Random } from './random';

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Vũ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Thu', 'Quang', 'Ngọc', 'Đức', 'Thanh'];
const GIVEN = ['Hùng', 'Lan', 'Tuấn', 'Hương', 'Phong', 'Mai', 'Khoa', 'Trang', 'Long', 'Yến', 'Sơn', 'Hà'];

export interface DemoEmployee {
  username: string;
  email: string;
  fullName: string;
  status: 'active' | 'locked';
}

/**
 * Extra sub-merchant employees of a demo merchant; phone numbers never collide with `taken`, which gains them.
 * E-mails are `<emailPrefix>NN@demo.local`.
 */
export const demoEmployees = (random: Random, count: number, taken: Set<string>, emailPrefix = 'employee'): DemoEmployee[] => {
  const used = taken;
  return Array.from({ length: count }, (_, index) => {
    let username: string;
    do username = `09${random.digits(8)}`;
    while (used.has(username));
    used.add(username);
    const number = String(index + 1).padStart(2, '0');
    return {
      username,
      email: `${emailPrefix}${number}@demo.local`,
      fullName: `${random.pick(FAMILY)} ${random.pick(MIDDLE)} ${random.pick(GIVEN)}`,
      status: index % 5 === 4 ? 'locked' : 'active',
    };
  });
};
