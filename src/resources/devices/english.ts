/** The device screens' texts, in English (the default and fallback language). */
export const english = {
  app: {
    screens: {
      deviceCreate: 'New Device',
    },
    devices: {
      title: 'Devices',
      add: 'Add device',
      remove: 'Remove',
      removeTitle: 'Remove %{name}?',
      removeContent: '%{name} will no longer be one of %{employee}\'s devices, and every browser %{employee} uses must pass the SMS code again at the next sign-in.',
      removed: 'The device was removed.',
      created: 'The device was added.',
      empty: 'No device yet.',
      neverSeen: 'Not seen yet',
      actions: 'Actions',
      serialOrName: 'The serial printed on the device, or a name for a phone without one.',
      fields: { serial: 'Serial', name: 'Name', kind: 'Kind', shop: 'Shop', createdAt: 'Added', lastSeenAt: 'Last seen' },
      kinds: { pos: 'POS terminal', phone: 'Phone', tablet: 'Tablet' },
      errors: {
        serialTaken: 'This serial is already one of your devices.',
        employeeNotFound: 'This employee is not one of yours.',
        shopNotEmployees: 'Choose a shop the employee works at.',
      },
    },
  },
};
