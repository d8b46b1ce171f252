// `npm test`: type check, build, Vitest, Playwright; ends with the line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'tripkita-reports-'));
let passed = 0;
let failed = 0;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const res = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

/** A step that is not a test runner counts as one check. */
function step(label, command, args) {
  const ok = run(label, command, args);
  ok ? passed++ : failed++;
  return ok;
}

step('type check', 'npx', ['astro', 'check']);
const built = step('build', 'npx', ['astro', 'build']);

const vitestJson = join(reports, 'vitest.json');
const vitestOk = run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numFailedTestSuites ?? 0);
} else if (!vitestOk) failed++;

if (built) {
  const pwJson = join(reports, 'playwright.json');
  const pwOk = run('playwright', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
  if (existsSync(pwJson)) {
    const stats = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
    passed += stats.expected + (stats.flaky ?? 0);
    failed += stats.unexpected;
    if (!pwOk && stats.unexpected === 0) failed++;
  } else if (!pwOk) failed++;
} else failed++;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
