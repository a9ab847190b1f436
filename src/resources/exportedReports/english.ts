/** The exports screen's texts, in English (the default and fallback language). */
export const english = {
  app: {
    menu: { exportedReports: 'Exports Report File List' },
    screens: {
      exportedReports: 'Exports Report File List',
    },
    exportedReports: {
      fields: {
        fileName: 'File name',
        kind: 'Contents',
        format: 'Format',
        createdAt: 'Created',
        status: 'Status',
        progress: 'Progress',
        rows: 'Rows',
        size: 'Size',
        actions: 'Actions',
      },
      kinds: {
        transactions: 'Transactions', earnPoints: 'Earning points history', pointSettlements: 'Points settlements', shops: 'Shops',
        submerchants: 'Employees', activity: 'Security history',
      },
      statuses: { queued: 'Waiting', running: 'Being written', done: 'Ready', failed: 'Failed', expired: 'Expired' },
      progressOf: 'Progress of %{name}',
      failedBecause: 'Failed: %{reason}',
      failedNoReason: 'Failed, no reason given',
      expiredSince: 'The file was removed on %{date}; export again to get it.',
      download: 'Download',
      downloadOf: 'Download %{name}',
      downloadFailed: 'The file could not be downloaded. Try again.',
      empty: 'No exports yet. Start one with "Export" on the transaction history.',
      noSize: 'Not known yet',
    },
  },
};
