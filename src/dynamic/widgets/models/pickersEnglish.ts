/**
 * Messages of the model pickers and the editable tables, under `app.widgets.*` (the address picker's are in src/address),
 * English; the shell's catalogue (src/app/catalogues) merges them in. The two 'modelSelectField' texts are the
 * spec's own (§5) and read the same in both languages on purpose.
 */
export const pickersEnglish = {
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
} as const;
