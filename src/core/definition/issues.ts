import type { DefinitionIssue } from '../../api/pageDefinition';

export type { DefinitionIssue };

export interface ReferenceReport {
  errors: DefinitionIssue[];
  warnings: DefinitionIssue[];
}

/** Collects what the reference checks find; a check only says where and what. */
export class IssueCollector implements ReferenceReport {
  readonly errors: DefinitionIssue[] = [];
  readonly warnings: DefinitionIssue[] = [];

  error(path: string, message: string, key?: string): void {
    this.errors.push(key === undefined ? { path, message } : { path, message, key });
  }

  warn(path: string, message: string, key?: string): void {
    this.warnings.push(key === undefined ? { path, message } : { path, message, key });
  }
}

/** `"name"`, cut short, for messages. */
export const quoted = (name: string) => JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);
