import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take minutes (the fuzz groups, the access matrix) start first, whatever the cache
 * holds. A fresh clone has no timings, and vitest then runs larger files first: the fuzz files are
 * a few lines each, so they would start last and leave one worker busy alone at the end. Among the
 * fuzz groups the signed-in security settings', the longest, starts first and the team's, the
 * shortest, last: it takes the worker the first group to end leaves (all-entries.ts).
 */
const LONG_FILES = [
  /\/test\/fuzz\/fuzz-portal-security\.int\.test\.ts$/,
  /\/test\/fuzz\/fuzz-(?!coverage|portal-security|team)[\w-]+\.int\.test\.ts$/,
  /\/test\/fuzz\/fuzz-team\.int\.test\.ts$/,
  /\/access-matrix\.int\.test\.ts$/,
];

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.findIndex((pattern) => pattern.test(file.moduleId));
      return index === -1 ? LONG_FILES.length : index;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
