/**
 * Messages of the model pickers and the editable tables, under `app.widgets.*` (the address picker's are in src/address).
 * Merged into the shell catalogues by src/i18n/en.ts and vi.ts. The two 'modelSelectField' texts are the
 * spec's own (§5) and read the same in both languages on purpose.
 */
export const pickerMessages = {
  en: {
    app: {
      widgets: {
        picker: {
          missingModelSelectField: 'Thiếu dữ liệu modelSelectField',
          missingDropdownField: 'Missing modelSelectField',
          chooseField: 'Choose %{name}',
          viewField: 'View chosen %{name}',
          clearField: 'Clear %{name}',
          apply: 'Apply',
          close: 'Close',
          search: 'Search',
          selectTitle: 'Choose %{name}',
          viewTitle: 'Chosen %{name}',
          selectRow: 'Select %{name}',
          idColumn: 'ID',
          noRows: 'No records found',
          loadError: 'The list could not be loaded.',
          optionsError: 'The options could not be loaded.',
          chosenCount: '%{smart_count} chosen |||| %{smart_count} chosen',
          notFound: 'Not found',
          invalidApi: 'The picker has no valid api address.',
        },
        table: {
          addRow: 'Add row',
          removeRow: 'Delete row',
          integer: 'Must be a whole number',
          arrayHelper: 'Separate values with commas',
          noColumns: 'This table has no columns',
        },
      },
    },
  },
  vi: {
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
  },
} as const;

