/** The review and approval screens' texts, in English (the default and fallback language). */
export const english = {
  app: {
    menu: { voucherApprove: 'Voucher Approval' },
    screens: {
      voucherApprove: 'Voucher Approval',
      voucherReview: 'Voucher Review',
    },
    voucherLife: {
      detail: 'Voucher details',
      noVoucher: 'No voucher chosen: open one from the voucher list.',
      notFound: 'This voucher does not exist.',
      loadFailed: 'The voucher could not be loaded. Try again.',
      states: {
        submitted: 'Submitted', synced: 'Synced', rejected: 'Rejected', approved: 'Approved', active: 'Active', expired: 'Expired', blocked: 'Blocked',
      },
      fields: {
        code: 'Code', name: 'Name', state: 'State', reason: 'Reason', value: 'Value', exchangePoint: 'Exchange points',
        startDate: 'Start date', endDate: 'End date', description: 'Description', hotLine: 'Hotline',
      },
      review: { sync: 'Sync', reason: 'Rejection reason', reject: 'Reject' },
      approve: {
        notApproved: 'Not approved',
        approved: 'Approved',
        button: 'Approve the voucher',
        confirmTitle: 'Approve the voucher',
        confirmContent: 'Approve the voucher %{name} (%{code})?',
        approvedBy: 'Approved by %{name} on %{at}',
        editLink: 'Edit the voucher',
        phoneLink: 'Enter phone numbers',
      },
      history: {
        title: 'State history', when: 'When', who: 'Who', change: 'Change', reason: 'Reason',
        empty: 'No state change recorded yet.', created: 'Created', system: 'System',
      },
    },
  },
};
