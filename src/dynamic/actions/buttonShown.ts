import type { ButtonDefinition } from '../../api/pageDefinition';
import { compileHideExpression } from '../../core/expression';
import type { Values } from './types';

/**
 * A button is shown unless its hideExpression holds for the record (a list row's, or the screen's): a settlement
 * offers only the decisions its status allows. A broken expression never hides, as for fields.
 */
export const buttonShown = (button: Pick<ButtonDefinition, 'hideExpression'>, record: Values): boolean => {
  if (button.hideExpression === undefined) return true;
  const compiled = compileHideExpression(button.hideExpression);
  return !compiled.ok || !compiled.isHidden(record);
};
