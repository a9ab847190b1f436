import type { CatalogueOf } from '../../../i18n/catalogueOf';
import type { pickersEnglish } from './pickersEnglish';

/** The model pickers' texts in Vietnamese: every key of the English (a missing key is a compile error). */
export const pickersVietnamese: CatalogueOf<typeof pickersEnglish> = {
  app: {
    widgets: {
      picker: {
        missingModelSelectField: 'Thiếu dữ liệu modelSelectField',
        missingDropdownField: 'Missing modelSelectField',
        chooseField: 'Chọn %{name}',
        viewField: 'Xem %{name} đã chọn',
        clearField: 'Xoá %{name}',
        apply: 'Áp dụng',
        close: 'Đóng',
        search: 'Tìm kiếm',
        selectTitle: 'Chọn %{name}',
        viewTitle: '%{name} đã chọn',
        selectRow: 'Chọn %{name}',
        idColumn: 'Mã số',
        noRows: 'Không có bản ghi nào',
        loadError: 'Không tải được danh sách.',
        optionsError: 'Không tải được các lựa chọn.',
        chosenCount: 'Đã chọn %{smart_count} |||| Đã chọn %{smart_count}',
        notFound: 'Không tìm thấy',
        invalidApi: 'Bộ chọn không có địa chỉ api hợp lệ.',
      },
      table: {
        addRow: 'Thêm dòng',
        removeRow: 'Xoá dòng',
        integer: 'Phải là số nguyên',
        arrayHelper: 'Các giá trị cách nhau bởi dấu phẩy',
        noColumns: 'Bảng này không có cột nào',
      },
    },
  },
};
