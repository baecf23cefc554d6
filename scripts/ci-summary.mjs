// Prints the closing line CI reads ("N passed, N failed") from Vitest's JSON reports.
// `--failed N` adds failures of steps outside Vitest (.ci/run passes 1 when the PostgreSQL server is missing).
// Under CI a skipped test counts as failed: a test that cannot run there must say why and fail, not vanish.
import fs from 'node:fs';

const args = process.argv.slice(2);
const failedAt = args.indexOf('--failed');
let failed = failedAt === -1 ? 0 : Number(args.splice(failedAt, 2)[1]) || 0;
let passed = 0;
let skipped = 0;
const ci = !!process.env.CI && !['false', '0'].includes(process.env.CI.toLowerCase());
const files = args.filter((f) => fs.existsSync(f));
for (const file of files) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // a file that failed to load has no test results but counts as a failure
  for (const suite of report.testResults ?? []) {
    if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) failed += 1;
  }
}
if (files.length === 0) failed += 1;
if (skipped > 0) {
  console.log(`${skipped} skipped${ci ? ': counted as failed, every test must run under CI' : ''}`);
  if (ci) failed += skipped;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
