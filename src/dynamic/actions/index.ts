/** Buttons of page definitions and what they do (spec §3 button, §5, §7, §8). */
export { buttonsForMode } from './buttonsForMode';
export { downloadReport } from './downloadReport';
export { PAGE_ICONS } from './icons';
export { PageButtons } from './PageButtons';
export type { ButtonHost, DoneOutcome, FormAdapter, Values } from './types';
export { formRouteOf, urlTarget, type FormRoute, type UrlTarget } from './urlTarget';
