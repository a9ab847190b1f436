/** A path as the editor and the checks name it: `schema[3].widget`, `buttons[0].url`, `["odd key"]`. */
export const formatPath = (path: readonly PropertyKey[]): string =>
  path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      const name = String(key);
      if (!/^[A-Za-z_$][\w$]*$/.test(name)) return `[${JSON.stringify(name)}]`;
      return index === 0 ? name : `.${name}`;
    })
    .join('');
