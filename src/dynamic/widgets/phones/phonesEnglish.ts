/**
 * The texts of the phone widgets (`app.widgets.phone.*`, `app.widgets.phoneImport.*`, `app.widgets.modelCode.*`) and
 * the phone import call's message keys (`app.vouchers.phones.*`, src/api/voucherPhones.ts), English; the shell's
 * catalogue (src/app/catalogues) merges them in.
 */
export const phonesEnglish = {
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
} as const;
