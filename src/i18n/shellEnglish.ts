import { ACTIVITY_TERMS } from '../core/activityTerms';
import { LOYALTY_TERMS } from '../core/loyaltyTerms';
import { MONEY_TERMS } from '../core/moneyTerms';
import { SALES_TERMS } from '../core/salesTerms';

/**
 * The English texts of the react-admin shell that are not a feature's or a screen's own (each screen folder of
 * src/resources keeps its titles and menu label): never loaded by the sign-in screens. The shell (src/app/catalogues) merges them with the light part and the features' texts.
 */
export const shellEnglish = {
  app: {
    /** Shown when the device's clock differs from Vietnam time (src/ui/timeZone). */
    timeZone: {
      short: 'Vietnam time (GMT+7)',
      offset: 'GMT+7',
      explain: 'Times on these screens are Vietnam time (GMT+7); this device uses %{zone}.',
    },
    sales: SALES_TERMS.en,
    /** A money field's refusal of what was typed (src/core/parseMoney.ts). */
    amount: MONEY_TERMS.en,
    /** The security history's kinds and outcomes (src/core/activityTerms.ts), on /profile and /team-activity. */
    activity: {
      ...ACTIVITY_TERMS.en,
      fields: { at: 'Time', person: 'Person', kind: 'Activity', outcome: 'Outcome', ip: 'IP address', client: 'Device', detail: 'Details' },
      filters: { period: 'Period', from: 'From', to: 'To', any: 'Any' },
      empty: 'No activity matches these filters.',
      unknownPerson: 'Unknown name',
      unknownClient: 'Unknown device',
    },
    /** The security calls' notices and refusals (src/api/activity.ts SECURITY_MESSAGES). */
    security: {
      sessionRevoked: 'The session is signed out.',
      otherSessionsRevoked: 'Every other session is signed out.',
      deviceForgotten: 'The device is forgotten: its next sign-in will ask for the SMS code.',
      userSignedOut: 'The person is signed out everywhere.',
      errors: { notThisUser: 'The owner, and you yourself, cannot be signed out from here.' },
    },
    /** Kinds and statuses (src/core/loyaltyTerms.ts), and the loyalty calls' message keys (src/api/loyalty.ts). */
    loyalty: {
      ...LOYALTY_TERMS.en,
      errors: {
        nothingToSettle: 'There are no redeemed points left to settle in this period.',
        badTransition: 'This settlement cannot take that decision in its current status.',
        badPhone: 'Enter a Vietnamese mobile number, such as 0901 234 567.',
      },
      settlementRequested: 'The settlement has been requested.',
      settlementDecided: 'The settlement has been updated.',
    },
    notAvailable: {
      message: 'This screen is not available yet',
    },
    profile: {
      details: 'Account details',
      fullName: 'Full name',
      phone: 'Phone number',
      email: 'E-mail',
      ownerCode: 'Owner ID',
      ownerName: 'Owner name',
      userType: 'User type',
      lastSignIn: 'Last sign-in',
      passwordChangedAt: 'Password last changed',
      permissions: 'Permissions',
      noPermissions: 'No permissions',
      unknown: 'Not known',
      loadFailed: 'The profile could not be loaded.',
      retry: 'Try again',
      types: {
        merchant: 'Merchant',
        submerchant: 'Employee (sub-merchant)',
        thirdparty: 'Third-party API user',
        staff: 'Platform staff',
      },
      changePassword: {
        title: 'Change password',
        intro: 'After the change you are signed out on every device and sign in again with the new password.',
        currentPassword: 'Current password',
        newPassword: 'New password',
        confirmPassword: 'Confirm new password',
        submit: 'Change password',
      },
    },
    /** Labels of the actions a role can carry (src/api/permissions.ts), shown on /profile. */
    permissions: {
      dashboard: 'Dashboard',
      profile: 'Profile',
      findtransactions: 'View transactions',
      exporttransactions: 'Export transactions',
      merchantinfo: 'View merchant information',
      movemoney: 'Move money to the bank account',
      checkout: 'Record sales at the checkout',
      findapikeys: 'View API keys',
      manageapikeys: 'Manage API keys',
      findshops: 'View shops',
      manageshops: 'Manage shops',
      exportshops: 'Export shops',
      findsubmerchants: 'View employees',
      managesubmerchants: 'Manage employees',
      earnpointhistory: 'View earned points',
      settlementpointhistory: 'View points settlements',
      settlementpoint: 'Settle points',
      findclientroles: 'View roles and permissions',
      manageclientroles: 'Manage roles and permissions',
      teamactivity: 'View the team\'s security history and sessions',
      exportedreports: 'View exported reports',
      managepages: 'Manage page definitions',
      approvevouchers: 'Approve vouchers',
      managerecords: 'Manage records',
      approvesettlements: 'Approve points settlements',
    },
    data: {
      badAnswer: "The server's answer could not be read",
      notAvailable: 'This data is not available yet',
      loadFailed: 'This could not be loaded.',
      retry: 'Try again',
    },
    /** "Confirm it's you" before a step that hands out a secret or changes who may do what (src/ui/stepUp). */
    stepUp: {
      title: 'Confirm it\'s you',
      /** Said when the dialog is closed without confirming: the form keeps its changes, still to save. */
      notSaved: 'Nothing was saved: your changes are still on the form.',
      passkey: {
        text: 'Confirm with one of your passkeys.',
        use: 'Use a passkey',
        instead: 'Use a passkey instead',
      },
      totp: {
        text: 'Enter the code your authenticator app shows now.',
        label: 'Code from your authenticator app',
        instead: 'Use your authenticator app instead',
      },
      password: {
        text: 'Enter your password.',
        label: 'Your password',
        instead: 'Use your password instead',
      },
    },
    modal: {
      messageTitle: 'Message',
      confirmTitle: 'Please confirm',
      close: 'Close',
      cancel: 'Cancel',
      confirm: 'Confirm',
    },
    /** The `message` keys of the upload calls (src/api/files.ts). */
    files: {
      typeRefused: 'This type of file is not accepted.',
      tooLarge: 'The file is too large.',
      required: 'Please choose a file to upload.',
      tooMany: 'Too many files in one upload.',
      notAnImage: 'This file is not an image (PNG, JPEG, GIF or WebP).',
      tooManyPixels: 'The image has too many pixels: at most %{megapixels} megapixels.',
      quotaExceeded: "Your merchant's storage quota of %{quota} is full. Files no record uses are deleted after a while.",
      linkExpired: 'This file link has expired: reload the page.',
      linkInvalid: 'This file link is not valid.',
    },
    /** The `message` keys of the voucher actions (src/api/vouchers.ts). */
    vouchers: {
      synced: 'The voucher has been synced.',
      blocked: 'The voucher has been blocked.',
      blockedCannotSync: 'A blocked voucher cannot be synced.',
      blockReasonRequired: 'Please enter the reason for blocking',
      blockReasonTooLong: 'The reason for blocking is too long (at most 1000 characters).',
      rejected: 'The voucher has been rejected.',
      approved: 'The voucher has been approved.',
      rejectReasonRequired: 'Please enter the rejection reason',
      rejectReasonTooLong: 'The rejection reason is too long (at most 1000 characters).',
      conflict: "Someone else has just changed this voucher's state. The screen now shows the latest state.",
      refusedSync: 'Only a submitted voucher can be synced.',
      refusedReject: 'Only a submitted or synced voucher can be rejected.',
      refusedApprove: 'Only a synced voucher can be approved.',
      codeNotUnique: 'More than one voucher has this code: approve the one you mean from its own screen.',
      refusedBlock: 'Only an approved or active voucher can be blocked.',
    },
    /** What the lists whose count stops at a bound say (src/ui/CountPagination.tsx). */
    lists: {
      rangeOfAtLeast: '%{from}–%{to} of %{count}+',
      rangeOfAbout: '%{from}–%{to} of about %{count}',
      /** The name of the page buttons' navigation (MUI's own is English only). */
      navigation: 'Pages',
      /** MUI's Autocomplete buttons and messages (English only in MUI). */
      open: 'Open',
      close: 'Close',
      clear: 'Clear',
      noOptions: 'No options',
      loading: 'Loading…',
    },
    /**
     * The Export button and its notice (src/ui/exports/), then the `message` keys of the export calls and a failed
     * export's reason (src/api/exports.ts).
     */
    exports: {
      action: {
        button: 'Export',
        menu: 'Export format',
        csv: 'CSV file',
        xlsx: 'Excel workbook (XLSX)',
        started: 'The export has started. When it is ready, download it from',
        where: 'Exports Report File List',
        close: 'Close',
      },
      queued: 'The export has started. Find it under Exported reports.',
      tooManyActive: 'Too many exports are in progress for your merchant. Please wait for one to finish, then try again.',
      notReady: 'This export has no file to download yet.',
      fileExpired: 'This file is no longer kept. Please export again.',
      ticketUsed: 'This download link has already been used or has expired. Please download again from Exported reports.',
      ticketUnknown: 'This download link is not valid.',
      failures: {
        storage: 'The file could not be written on the server.',
        database: 'The data could not be read.',
        unknownKind: 'This kind of export is not available.',
        badParams: 'The export\'s filters are no longer valid.',
        failed: 'The export failed.',
        abandoned: 'The export stopped before it finished. Please export again.',
      },
    },
  },
} as const;
