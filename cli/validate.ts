// validate: every named file against its schema, with file:line:col for each problem.
// A format is checked as it will be played: with its `extends` chain merged.
import { catalogWith, modules, projectRoot } from './project.ts';
import { readFileSource, findFormat } from './node-sources.ts';
import { parseSource } from '../core/load/yaml-source.ts';
import { formatIssue, LoadError, type Issue } from '../core/load/issues.ts';
import { isPlainObject } from '../core/load/plain.ts';
import { validateCardSet } from '../core/load/card-set.ts';
import { checkScenario } from '../core/scenario-checks.ts';
import { moduleFor } from '../core/session.ts';
import { GameError } from '../core/game.ts';
import { EXIT } from './exit.ts';
import { families } from '../formats/index.ts';

export function validateCommand(files: string[]): void {
  let bad = 0;
  for (const file of files) {
    const issues = issuesOf(file);
    if (issues.length === 0) console.log(`ok  ${file}`);
    else {
      bad++;
      for (const issue of issues) console.error(formatIssue(issue));
    }
  }
  if (bad > 0) {
    console.error(`${bad} of ${files.length} file(s) have problems`);
    process.exitCode = EXIT.badInput;
  }
}

function issuesOf(file: string): Issue[] {
  try {
    const source = readFileSource(file);
    const parsed = parseSource(source);
    if (parsed.issues.length) return parsed.issues;
    const value = parsed.value;
    if (isPlainObject(value) && 'scenario' in value) {
      const catalog = catalogWith();
      checkScenario(source, (id) => findFormat(catalog, id, projectRoot), modules);
      return [];
    }
    if (isPlainObject(value) && 'set' in value) {
      validateCardSet(source, families);
      return [];
    }
    const format = findFormat(catalogWith([file]), file, projectRoot);
    moduleFor(format, modules);
    return [];
  } catch (e) {
    if (e instanceof LoadError) return e.issues;
    if (e instanceof GameError) return [{ file, line: 0, col: 0, message: e.message }];
    throw e;
  }
}
