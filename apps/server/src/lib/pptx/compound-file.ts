import { createReadStream } from 'node:fs';

// Stream names as a compound file's directory stores them (UTF-16LE).
const ENCRYPTION_INFO = Buffer.from('EncryptionInfo', 'utf16le');
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
const POWERPOINT_DOCUMENT = Buffer.from('PowerPoint Document', 'utf16le');
const OVERLAP = POWERPOINT_DOCUMENT.length - 1;

/**
 * What an OLE compound file (the container of Office 97-2003 files) uploaded as a deck is: a
 * password-protected .pptx (PowerPoint wraps the encrypted package in one, with `EncryptionInfo`
 * and `EncryptedPackage` streams), a legacy .ppt (a `PowerPoint Document` stream), or something
 * else. The directory's stream names are looked for in the bytes, chunk by chunk.
 */
export async function classifyCompoundFile(
  filePath: string,
): Promise<'ENCRYPTED' | 'LEGACY_PPT' | 'NOT_PPTX'> {
  let encryptionInfo = false;
  let encryptedPackage = false;
  let powerPoint = false;
  let tail = Buffer.alloc(0);
  for await (const chunk of createReadStream(filePath) as AsyncIterable<Buffer>) {
    const window = Buffer.concat([tail, chunk]);
    encryptionInfo ||= window.includes(ENCRYPTION_INFO);
    encryptedPackage ||= window.includes(ENCRYPTED_PACKAGE);
    powerPoint ||= window.includes(POWERPOINT_DOCUMENT);
    tail = window.subarray(Math.max(0, window.length - OVERLAP));
  }
  if (encryptionInfo && encryptedPackage) return 'ENCRYPTED';
  return powerPoint ? 'LEGACY_PPT' : 'NOT_PPTX';
}
