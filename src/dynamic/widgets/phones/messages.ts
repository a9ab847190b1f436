/**
 * The texts of the phone widgets (`app.widgets.phone.*`, `app.widgets.phoneImport.*`, `app.widgets.modelCode.*`) and
 * the phone import call's message keys (`app.vouchers.phones.*`, src/api/voucherPhones.ts), English and Vietnamese.
 * Merged into the shell catalogues by src/i18n/en.ts and vi.ts.
 */
export const phoneMessages = {
  en: {
    app: {
      widgets: {
        phone: {
          // src/core/phone.ts PHONE_PROBLEMS: alone (the import's refused lines), and after a field's name (the form).
          problems: {
            empty: 'Empty line',
            notANumber: 'Not a phone number',
            wrongLength: 'Wrong length: a mobile number has 10 digits (0901234567, +84901234567)',
            notMobilePrefix: 'Not a Vietnamese mobile number (03, 05, 07, 08, 09)',
          },
          field: {
            empty: '%{field}: Empty line',
            notANumber: '%{field}: Not a phone number',
            wrongLength: '%{field}: Wrong length: a mobile number has 10 digits (0901234567, +84901234567)',
            notMobilePrefix: '%{field}: Not a Vietnamese mobile number (03, 05, 07, 08, 09)',
          },
        },
        phoneImport: {
          paste: 'Paste many numbers',
          pasteHelp: 'One per line, or separated by commas, semicolons or spaces',
          importPasted: 'Import the pasted numbers',
          file: 'Import a CSV or XLSX file',
          fileHelp: 'The first column, or the column named phone / số điện thoại / sđt; a header row is skipped',
          reading: 'Reading %{name}…',
          unreadable: 'The file could not be read: %{name}',
          nothing: 'No numbers to import.',
          chooseVoucher: 'Choose the voucher first.',
          progress: 'Import progress',
          progressText: '%{done} / %{total}',
          cancel: 'Stop after this batch',
          cancelled: 'Stopped: %{done} of %{total} lines were imported. Import the same list again to finish: numbers already there are not added twice.',
          failed: 'The import stopped at line %{line}; the lines before it are saved. Retry to go on.',
          retry: 'Retry',
          summary: 'Added %{added}, already there %{existing}, refused %{refused}.',
          refusedTitle: 'Refused lines',
          refusedLine: 'Line %{line}: %{reason}',
          refusedMore: 'The first %{shown} of %{count} refused lines are shown.',
          download: 'Download the refused lines (CSV)',
          csvHeader: 'line,reason',
        },
        modelCode: {
          search: 'Search by code or name',
          none: 'No matches',
          loading: 'Loading…',
          failed: 'The list could not be loaded.',
        },
      },
      vouchers: {
        phones: {
          voucherNotFound: 'This voucher does not exist.',
          imported: 'The numbers have been imported.',
        },
      },
    },
  },
  vi: {
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
  },
} as const;
