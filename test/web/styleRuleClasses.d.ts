/** See styleRuleClasses.js (plain CommonJS, loaded by the jest environment). */
export declare const requiredClasses: (selector: string) => string[][] | null;
export declare const mayMatch: (selector: unknown, classes: ReadonlySet<string>, quirks: boolean) => boolean;
