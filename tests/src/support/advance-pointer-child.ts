/**
 * A separate process racing on a folder store's pointer: prints `ready`, waits for a line on
 * stdin, advances, prints the outcome as JSON. Args: root handle sequence buildId.
 */
import { createInterface } from 'node:readline';
import { createFolderStore } from '@sitewright/publisher';

const [root = '', handle = '', sequence = '0', buildId = ''] = process.argv.slice(2);
const store = createFolderStore({ root });
const lines = createInterface({ input: process.stdin });
console.log('ready');
lines.once('line', async () => {
  const result = await store.advancePointer(handle, { sequence: Number(sequence), buildId });
  console.log(JSON.stringify(result));
  lines.close();
});
