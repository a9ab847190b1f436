/**
 * The roles screens' texts, the built-in roles' names and the refusals of the roles calls, in English (the default
 * and fallback language).
 */
export const english = {
  app: {
    menu: { roles: 'Roles & Permission' },
    screens: {
      userRoles: 'Roles & Permission',
      roleCreate: 'New Role',
      roleEdit: 'Role',
    },
    roles: {
      builtin: { owner: 'Owner', manager: 'Manager', cashier: 'Cashier', accountant: 'Accountant', apiuser: 'API user' },
      builtinChip: 'Built-in',
      add: 'New role',
      copy: 'Copy',
      copyNamed: 'Copy %{name}',
      copyOf: 'Copy of %{name}',
      matrix: 'Permission matrix',
      userRoles: 'User roles',
      catalogue: 'Permission list',
      empty: 'No role matches.',
      search: 'Name or description',
      fields: {
        name: 'Name', description: 'Description', shopScope: 'Shop scope', users: 'Users', actions: 'Permissions',
        copyFrom: 'Start from role', type: 'Type', phone: 'Phone', requireStrongFactor: 'Require a passkey or an authenticator app to sign in',
      },
      shopScopes: { all: 'All the merchant\'s shops', own: 'Only the shops the user is assigned to' },
      requireStrongFactorHelp: 'Its users sign in with a passkey or an authenticator app, never an SMS code. Those who have neither are asked to add one at their next sign-in.',
      noCopy: 'None (start empty)',
      selectAll: 'All of %{group}',
      actionCount: '%{count} of %{total} selected',
      builtinNotice: 'A built-in role cannot be changed or deleted. Copy it to make a role of your own.',
      holders: 'Users with this role',
      noHolders: 'Nobody holds this role.',
      delete: 'Delete role',
      deleteTitle: 'Delete the role %{name}?',
      deleteText: 'The role is deleted for good. Roles that users still hold cannot be deleted.',
      notFound: 'This role does not exist, or belongs to another merchant.',
      created: 'The role is created.',
      updated: 'The role is saved.',
      deleted: 'The role is deleted.',
      permissionsSaved: 'The permissions are saved. They apply at each user\'s next request.',
      roleAssigned: 'The role is changed. It applies at the user\'s next request.',
      errors: {
        builtinReadOnly: 'A built-in role cannot be changed or deleted; copy it instead.',
        roleInUse: 'This role is still held by %{smart_count} user |||| This role is still held by %{smart_count} users',
        nameTaken: 'Another role already has this name.',
        notHeld: 'You can give only permissions you hold yourself.',
        passwordWrong: 'Your password is incorrect: nothing was changed.',
        ownerProtected: 'The owner\'s role and permissions cannot be changed.',
        selfLockout: 'This change would take away your own permission to manage roles.',
        ownerRoleReserved: 'The owner role belongs to the owner only.',
        strongFactorNotApplicable: 'Only a role that can move money, manage API keys or manage roles can require a passkey or an authenticator app.',
      },
    },
  },
};
