// Writes through the file store until it is killed, so a test can crash it mid-write:
// `node --import tsx file-store-writer.ts <root> <hex of bytes already stored>`.
import { createFileStore } from '../src/lib/files.ts';

const [root, storedHex] = process.argv.slice(2);
if (!root || !storedHex) throw new Error('usage: file-store-writer <root> <stored bytes hex>');
const store = createFileStore(root);
const stored = Buffer.from(storedHex, 'hex');
const parent = process.ppid;
// Never outlives the test that started it, even when that test failed before killing it.
for (let round = 0; process.ppid === parent; round += 1) {
  // The bytes already stored again (an upload of a deck the store holds), then new large ones.
  await store.put('media', stored, 'bin');
  await store.put('media', Buffer.alloc(32 * 1024 * 1024, round % 251), 'bin');
}
