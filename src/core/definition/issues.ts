import type { DefinitionIssue } from '../../api/pageDefinition';

export type { DefinitionIssue };

export interface ReferenceReport {
  errors: DefinitionIssue[];
  warnings: DefinitionIssue[];
}

const issueOf = (path: string, message: string, key?: string, args?: DefinitionIssue['args']): DefinitionIssue =>
  key === undefined ? { path, message } : args === undefined ? { path, message, key } : { path, message, key, args };

/** Collects what the reference checks find; a check only says where and what. */
export class IssueCollector implements ReferenceReport {
  readonly errors: DefinitionIssue[] = [];
  readonly warnings: DefinitionIssue[] = [];

  error(path: string, message: string, key?: string, args?: DefinitionIssue['args']): void {
    this.errors.push(issueOf(path, message, key, args));
  }

  warn(path: string, message: string, key?: string, args?: DefinitionIssue['args']): void {
    this.warnings.push(issueOf(path, message, key, args));
  }
}

/** `"name"`, cut short, for messages. */
export const quoted = (name: string) => JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);
