/**
 * The page engine's texts (`app.pages.*`), English; the shell's catalogue (src/app/catalogues) merges them in.
 * The spec's screen messages (§8) are keys here: 'Thành công' → success, 'Không có nút bấm' / 'no_have_button' →
 * noButton, 'successfully', 'noData', 'notFoundPage', 'data_incorrect_please_check_again' → dataIncorrect.
 */
export const pagesEnglish = {
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
      urlRefused: 'This link cannot be opened: its address is not one the app may open. Tell whoever set up this page.',
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
      rowActions: 'Actions',
      openRecord: 'Open %{name}',
      deleteRecord: 'Delete %{name}',
      deleteConfirm: 'Delete %{name}? This cannot be undone.',
      recordNumber: 'record #%{id}',
      selectPage: 'Select every row of this page',
      emptyList: 'There is nothing in “%{name}” yet.',
      emptyInvite: 'Do you want to add the first one?',
      selectRow: 'Select row %{name}',
      bulkDeleteTitle: 'Delete %{smart_count} record of %{name} |||| Delete %{smart_count} records of %{name}',
      bulkDeleteConfirm: 'Delete the selected record? This cannot be undone. |||| Delete the %{smart_count} selected records? This cannot be undone.',
      bulkDeleted: '%{smart_count} record deleted |||| %{smart_count} records deleted',
      bulkDeleteRefused: 'Deleted %{smart_count} of %{total}. Not deleted: %{reasons}',
      deleteFailed: 'The record could not be deleted',
    },
  },
} as const;
