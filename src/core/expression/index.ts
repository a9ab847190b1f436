export { EXPRESSION_LIMITS, type Expression } from './grammar';
export { type ParseResult, parseExpression, referencedNames } from './parse';
export { type Evaluation, type ExpressionValues, evaluate } from './evaluate';
export { type HideExpression, type HideExpressionOptions, compileHideExpression } from './hideExpression';
