// Prints the closing line CI reads ("N passed, N failed") from Vitest's JSON reports.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
const files = process.argv.slice(2).filter((f) => fs.existsSync(f));
for (const file of files) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  // a file that failed to load has no test results but counts as a failure
  for (const suite of report.testResults ?? []) {
    if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) failed += 1;
  }
}
if (files.length === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
