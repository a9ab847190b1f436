/**
 * /team-activity's title and the texts of the team's sessions (the history's are app.activity), in English (the
 * default and fallback language).
 */
export const english = {
  app: {
    screens: { teamActivity: 'Team security history' },
    teamActivity: {
      link: 'Team security history',
      sessions: {
        title: 'Team sessions',
        intro: 'Where the people of your team are signed in now. Signing a person out ends all their sessions.',
        empty: 'Nobody else of your team is signed in.',
        createdAt: 'Signed in',
        lastSeenAt: 'Last active',
        action: 'Action',
        signOut: 'Sign out',
        signOutNamed: 'Sign out %{name} (%{client})',
        confirmTitle: 'Sign out %{name}?',
        confirmText: 'Every session of this person ends; they will have to sign in again.',
      },
    },
  },
};
