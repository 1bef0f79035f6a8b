// Runs after `next build`: marks the scripts a page loads at startup with V8's explicit compile hint.
//
// Turbopack wraps each module in a function that runs once, as the page hydrates. V8 compiles such a
// function lazily, on the main thread, the first time it is called: 80–115 ms of a phone-sized home
// page load here, most of its longest task. With `//# allFunctionsCalledOnLoad` at the top of a
// file, Chrome (136+) compiles its functions eagerly, on a background thread, while the script
// streams in. Other browsers read a comment. Scripts loaded later (dialogs, the gallery viewer) are
// left lazy: their code is not needed to start a page.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const hint = '//# allFunctionsCalledOnLoad\n';
const build = '.next';
const serverApp = path.join(build, 'server/app');

/** Every route's client manifest lists the scripts its page runs on load (`entryJSFiles`). */
function routeEntryScripts() {
  const scripts = new Set();
  const manifests = readdirSync(serverApp, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('_client-reference-manifest.js'));
  for (const file of manifests) {
    const sandbox = {};
    vm.runInNewContext(readFileSync(path.join(serverApp, file), 'utf8'), sandbox);
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) files.forEach((script) => scripts.add(script));
    }
  }
  return scripts;
}

if (!existsSync(path.join(build, 'build-manifest.json'))) {
  console.error('No production build found: run `next build` first.');
  process.exit(1);
}
const { rootMainFiles } = JSON.parse(readFileSync(path.join(build, 'build-manifest.json'), 'utf8'));
const startupScripts = new Set([...rootMainFiles, ...routeEntryScripts()]);

let marked = 0;
for (const script of startupScripts) {
  const file = path.join(build, script);
  const source = readFileSync(file, 'utf8');
  if (source.startsWith(hint)) continue;
  writeFileSync(file, hint + source);
  marked += 1;
}
console.log(`Compile hints: ${marked} of ${startupScripts.size} startup scripts marked for eager compilation.`);
