import type { CatalogueOf } from '../../../i18n/catalogueOf';
import type { phonesEnglish } from './phonesEnglish';

/** The phone widgets' texts in Vietnamese: every key of the English (a missing key is a compile error). */
export const phonesVietnamese: CatalogueOf<typeof phonesEnglish> = {
  app: {
    widgets: {
      phone: {
        // src/core/phone.ts PHONE_PROBLEMS: alone (the import's refused lines), and after a field's name (the form).
        problems: {
          empty: 'Dòng trống',
          notANumber: 'Không phải số điện thoại',
          wrongLength: 'Sai độ dài: số di động gồm 10 chữ số (0901234567, +84901234567)',
          notMobilePrefix: 'Không phải số di động Việt Nam (03, 05, 07, 08, 09)',
        },
        field: {
          empty: '%{field}: Dòng trống',
          notANumber: '%{field}: Không phải số điện thoại',
          wrongLength: '%{field}: Sai độ dài: số di động gồm 10 chữ số (0901234567, +84901234567)',
          notMobilePrefix: '%{field}: Không phải số di động Việt Nam (03, 05, 07, 08, 09)',
        },
      },
      phoneImport: {
        paste: 'Dán nhiều số',
        pasteHelp: 'Mỗi dòng một số, hoặc cách nhau bởi dấu phẩy, chấm phẩy hay khoảng trắng',
        importPasted: 'Nhập các số đã dán',
        file: 'Nhập từ tệp CSV hoặc XLSX',
        fileHelp: 'Cột đầu tiên, hoặc cột có tên phone / số điện thoại / sđt; dòng tiêu đề được bỏ qua',
        reading: 'Đang đọc %{name}…',
        unreadable: 'Không đọc được tệp: %{name}',
        nothing: 'Không có số nào để nhập.',
        chooseVoucher: 'Hãy chọn ưu đãi trước.',
        progress: 'Tiến độ nhập',
        progressText: '%{done} / %{total}',
        cancel: 'Dừng sau đợt này',
        cancelled: 'Đã dừng: đã nhập %{done} trên %{total} dòng. Nhập lại cùng danh sách để hoàn tất: số đã có không bị thêm hai lần.',
        failed: 'Việc nhập dừng ở dòng %{line}; các dòng trước đó đã được lưu. Thử lại để tiếp tục.',
        retry: 'Thử lại',
        summary: 'Đã thêm %{added}, đã có %{existing}, bị từ chối %{refused}.',
        refusedTitle: 'Các dòng bị từ chối',
        refusedLine: 'Dòng %{line}: %{reason}',
        refusedMore: 'Hiển thị %{shown} dòng đầu trong %{count} dòng bị từ chối.',
        download: 'Tải danh sách dòng bị từ chối (CSV)',
        csvHeader: 'dòng,lý do',
      },
      modelCode: {
        search: 'Tìm theo mã hoặc tên',
        none: 'Không có kết quả',
        loading: 'Đang tải…',
        failed: 'Không tải được danh sách.',
      },
    },
    vouchers: {
      phones: {
        voucherNotFound: 'Ưu đãi này không tồn tại.',
        imported: 'Đã nhập các số điện thoại.',
      },
    },
  },
};
