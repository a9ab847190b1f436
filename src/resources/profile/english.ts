/**
 * The screen's titles and the texts of its tabs ("Forget this device", history, sessions, trusted devices), in
 * English (the default and fallback language).
 */
export const english = {
  app: {
    screens: {
      profile: 'Profile',
    },
    profile: {
      tabs: { label: 'Profile sections', account: 'Account', history: 'Security history', sessions: 'Sessions', devices: 'Trusted devices' },
      history: {
        title: 'Security history',
        intro: 'Sign-ins, codes sent, password changes, role, permission and API key changes and money transfers on your account, newest first.',
        team: 'Team security history',
      },
      sessions: {
        title: 'Sessions',
        intro: 'Where you are signed in now. Sign out any session you do not recognise, then change your password.',
        current: 'This session',
        createdAt: 'Signed in',
        lastSeenAt: 'Last active',
        action: 'Action',
        signOut: 'Sign out',
        signOutNamed: 'Sign out %{client}',
        signOutOthers: 'Sign out everywhere else',
        confirmTitle: 'Sign out %{client}?',
        confirmText: 'That browser will have to sign in again.',
        confirmCurrentTitle: 'Sign out of this session?',
        confirmCurrentText: 'You will be signed out here and taken to the sign-in screen.',
        confirmOthersTitle: 'Sign out everywhere else?',
        confirmOthersText: 'Every other session of yours ends; this one stays signed in.',
      },
      devices: {
        title: 'Trusted devices',
        intro: 'Browsers that do not ask for the code sent by SMS when you sign in. Forget one you no longer use.',
        empty: 'No device is trusted: every sign-in asks for the code sent by SMS.',
        current: 'This browser',
        createdAt: 'Trusted since',
        lastUsedAt: 'Last used',
        notUsed: 'Not used yet',
        trustedUntil: 'Trusted until',
        forget: 'Forget',
        forgetNamed: 'Forget %{client}',
        confirmTitle: 'Forget %{client}?',
        confirmText: 'The next sign-in from that browser will ask for the code sent by SMS.',
      },
      forgetDevice: {
        title: 'This device',
        remembered: 'This browser is remembered: signing in here does not ask for the code sent by SMS.',
        notRemembered: 'This browser is not remembered: each sign-in here asks for the code sent by SMS.',
        action: 'Forget this device',
        confirmTitle: 'Forget this device?',
        confirmText: 'The next sign-in on this browser will ask for the code sent by SMS again.',
        done: 'This device is forgotten. The next sign-in here will ask for the SMS code.',
        allDevices: 'See every trusted device',
      },
    },
  },
};
