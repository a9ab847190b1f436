import type { ButtonDefinition } from '../../api/pageDefinition';
import type { Values } from './types';

/** Blank as the server sees it: nothing, or only spaces (it trims what it stores). */
const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' ? value.trim() === '' : Array.isArray(value) && value.length === 0);

/** The first field a button `requires` that is blank in the current values (e.g. a block reason), or null. */
export const missingRequirement = (button: ButtonDefinition, values: Values): { field: string; message: string } | null =>
  button.requires?.find(({ field }) => isBlank(values[field])) ?? null;
