// Stops every npm script early when it would run on a Node older than the stack needs.
// npm puts node_modules/.bin first on PATH, so the `node` devDependency (Node 24) normally answers here.
const [major, minor] = process.versions.node.split('.').map(Number);
const ok = major > 22 || (major === 22 && minor >= 12);
if (!ok) {
  console.error(
    `\nThis project runs on Node 24 (needs >= 22.12); this script got Node ${process.versions.node}.\n` +
      'The project brings its own Node 24 as the `node` devDependency. Run `npm install` (without --ignore-scripts)\n' +
      'and start scripts with `npm run <script>` so node_modules/.bin/node is used.\n',
  );
  process.exit(1);
}
