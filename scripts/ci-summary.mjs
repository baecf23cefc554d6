// Prints the closing line CI reads ("N passed, N failed") from Vitest's JSON reports.
// `--failed N` adds failures of steps outside Vitest (.ci/run passes 1 when the PostgreSQL server is missing).
// Under CI a skipped test counts as failed: a test that cannot run there must say why and fail, not vanish.
import fs from 'node:fs';

const args = process.argv.slice(2);
const failedAt = args.indexOf('--failed');
let failed = failedAt === -1 ? 0 : Number(args.splice(failedAt, 2)[1]) || 0;
let passed = 0;
let skipped = 0;
// Named again just above the closing line, so a log cut to its last lines still says what failed.
const failures = [];
const ci = !!process.env.CI && !['false', '0'].includes(process.env.CI.toLowerCase());
const files = args.filter((f) => fs.existsSync(f));
for (const file of files) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // a file that failed to load has no test results but counts as a failure
  for (const suite of report.testResults ?? []) {
    const where = `${file.replace(/^.*vitest-|\.json$/g, '')}: ${suite.name.replace(`${process.cwd()}/`, '')}`;
    if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) {
      failed += 1;
      failures.push(`${where}: ${firstLine(suite.message)}`);
    }
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}
if (files.length === 0) failed += 1;
if (skipped > 0) {
  console.log(`${skipped} skipped${ci ? ': counted as failed, every test must run under CI' : ''}`);
  if (ci) failed += skipped;
}
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

function firstLine(text) {
  return (text ?? '').split('\n').find((line) => line.trim())?.trim().slice(0, 300) ?? '';
}
