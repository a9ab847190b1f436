import type { ValueProblemKind } from '../../api/valueProblems';
import type { CatalogueOf } from '../../i18n/catalogueOf';
import type { problemsEnglish } from './problemsEnglish';

/** The record store's reasons for refusing a value, in Vietnamese (the English is the wire's own texts). */
const vietnamese: Record<ValueProblemKind, string> = {
  text: '%{field}: phải là văn bản',
  tooLong: '%{field}: tối đa %{max} ký tự',
  number: '%{field}: phải là một số',
  wholeNumber: '%{field}: phải là số nguyên',
  recordId: '%{field}: phải là mã của một bản ghi',
  list: '%{field}: phải là một danh sách',
  tooMany: '%{field}: tối đa %{max} mục',
  date: '%{field}: phải là một ngày hợp lệ (YYYY-MM-DD)',
  time: '%{field}: phải là giờ hợp lệ HH:mm (24 giờ)',
  location: "%{field}: phải có dạng 'vĩ độ/kinh độ' (vĩ độ −90..90, kinh độ −180..180)",
  image: '%{field}: phải là địa chỉ ảnh (https:// hoặc ảnh đã tải lên)',
  file: '%{field}: phải là một tệp đã tải lên',
  option: '%{field}: phải là một trong các lựa chọn có sẵn',
  languages: '%{field}: phải có nội dung theo từng ngôn ngữ',
  language: '%{field}: không có ngôn ngữ %{code} (chỉ có %{codes})',
  trueFalse: '%{field}: phải là có hoặc không',
  textOrNumber: '%{field}: phải là văn bản hoặc số',
  row: '%{field}: mỗi dòng phải là một đối tượng',
  column: '%{field}: không phải là cột của %{table}',
  password: '%{field}: tối đa 128 ký tự',
  captcha: '%{field}: mã xác thực không đúng định dạng',
  belowMin: '%{field}: không được nhỏ hơn %{min}',
  aboveMax: '%{field}: không được lớn hơn %{max}',
  notUnique: '%{field}: giá trị này đã được dùng cho một bản ghi khác',
  past: '%{field}: không được là ngày đã qua',
  less: '%{field}: phải nhỏ hơn %{other}',
  lessOrEqual: '%{field}: không được lớn hơn %{other}',
  greater: '%{field}: phải lớn hơn %{other}',
  greaterOrEqual: '%{field}: không được nhỏ hơn %{other}',
  before: '%{field}: phải trước %{other}',
  notAfter: '%{field}: không được sau %{other}',
  after: '%{field}: phải sau %{other}',
  notBefore: '%{field}: không được trước %{other}',
  same: '%{field}: phải giống %{other}',
  different: '%{field}: phải khác %{other}',
  phoneNotANumber: '%{field}: phải là số điện thoại (chữ số, khoảng trắng, dấu chấm, gạch ngang, ngoặc, dấu + ở đầu)',
  phoneWrongLength: '%{field}: phải là số di động Việt Nam gồm 10 chữ số (0901234567, +84901234567)',
  phoneNotMobile: '%{field}: phải là số di động Việt Nam (đầu số 03, 05, 07, 08 hoặc 09)',
  unknownCode: '%{field}: phải là mã của một bản ghi đã có',
};

/** Every key of the English (a missing key is a compile error). */
export const problemsVietnamese: CatalogueOf<typeof problemsEnglish> = {
  app: {
    records: {
      problems: vietnamese,
      rules: {
        expiredActive: '%{field}: đã qua; không thể tạo ưu đãi đang áp dụng khi đã hết hạn',
        partnerCodeTaken: '%{field}: mã này đã được dùng cho một đối tác khác',
      },
      // Vietnamese nouns do not change with the number; the two forms keep the catalogues' shape.
      recordInUse: 'Không thể xoá: còn %{count} bản ghi %{kinds} đang tham chiếu đến bản ghi này |||| Không thể xoá: còn %{count} bản ghi %{kinds} đang tham chiếu đến bản ghi này',
    },
  },
};
