/**
 * The page engine's texts (`app.pages.*`), English and Vietnamese; src/i18n/en.ts and vi.ts merge them in.
 * The spec's screen messages (§8) are keys here: 'Thành công' → success, 'Không có nút bấm' / 'no_have_button' →
 * noButton, 'successfully', 'noData', 'notFoundPage', 'data_incorrect_please_check_again' → dataIncorrect.
 */
export const pageMessages = {
  en: {
    app: {
      pages: {
        success: 'Success',
        successfully: 'Done successfully',
        noButton: 'No button for this mode',
        noData: 'There is no record to show: this form needs an id.',
        notFoundPage: 'This page does not exist, or you may not open it.',
        dataIncorrect: 'The data is incorrect. Please check again: %{field}',
        saveRefused: 'Not saved: please check this field |||| Not saved: please check these %{smart_count} fields',
        invalidDefinition: 'This page cannot be shown: its definition has errors.',
        problems: 'Page definitions that could not be used: %{pages}',
        loadFailed: 'The page could not be loaded. Please try again.',
        hideExpressionFailed: 'The condition that hides "%{field}" could not be evaluated (%{error}); the field stays shown.',
        urlRefused: 'This link cannot be opened: %{reason}',
        reportFailed: 'The report could not be downloaded.',
        reportRows: 'Exported %{smart_count} row |||| Exported %{smart_count} rows',
        noApi: 'This button has no api to call.',
        pickerUnavailable: 'The records of this field cannot be loaded: the api it names does not exist.',
        rangeFrom: '%{field} from',
        rangeTo: '%{field} to',
        rows: '%{smart_count} row |||| %{smart_count} rows',
        hiddenValue: 'Hidden value',
        preview: 'Preview',
        viewImage: 'View image: %{name}',
        noImage: 'No image',
      },
    },
  },
  vi: {
    app: {
      pages: {
        success: 'Thành công',
        successfully: 'Đã thực hiện thành công',
        noButton: 'Không có nút bấm',
        noData: 'Không có dữ liệu để hiển thị: biểu mẫu này cần mã bản ghi.',
        notFoundPage: 'Không tìm thấy trang, hoặc bạn không có quyền mở trang này.',
        dataIncorrect: 'Dữ liệu chưa đúng. Vui lòng kiểm tra lại: %{field}',
        saveRefused: 'Chưa lưu được: vui lòng kiểm tra trường này |||| Chưa lưu được: vui lòng kiểm tra %{smart_count} trường sau',
        invalidDefinition: 'Không thể hiển thị trang này: định nghĩa trang có lỗi.',
        problems: 'Các định nghĩa trang không dùng được: %{pages}',
        loadFailed: 'Không tải được trang. Vui lòng thử lại.',
        hideExpressionFailed: 'Không tính được điều kiện ẩn trường "%{field}" (%{error}); trường vẫn được hiển thị.',
        urlRefused: 'Không thể mở liên kết này: %{reason}',
        reportFailed: 'Không tải được báo cáo.',
        reportRows: 'Đã xuất %{smart_count} dòng |||| Đã xuất %{smart_count} dòng',
        noApi: 'Nút này không có api để gọi.',
        pickerUnavailable: 'Không tải được dữ liệu của trường này: api được khai báo không tồn tại.',
        rangeFrom: '%{field} từ',
        rangeTo: '%{field} đến',
        rows: '%{smart_count} dòng |||| %{smart_count} dòng',
        hiddenValue: 'Giá trị ẩn',
        preview: 'Xem trước',
        viewImage: 'Xem ảnh: %{name}',
        noImage: 'Chưa có hình ảnh',
      },
    },
  },
} as const;
