import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

const RELATIONSHIP = /<Relationship\b[^>]*\/>/g;
const EXTERNAL = /\bTargetMode\s*=\s*["']External["']/;
// Followed only when a person clicks: LibreOffice never fetches them while converting.
const HYPERLINK = /\bType\s*=\s*["'][^"']*\/hyperlink["']/;

/**
 * The deck as LibreOffice may render it: without relationships to external pictures, media or
 * other content, which it would fetch while converting (a request from our server to any address
 * the deck names, internal ones included). Links a person follows by clicking stay. The stored
 * deck is unchanged: this copy is only rendered, and a linked picture shows as a missing one,
 * which is what an offline slideshow shows. Only for decks that passed checkPptx.
 */
export function dropExternalLinks(deck: Uint8Array): Uint8Array {
  let relationships: Record<string, Uint8Array>;
  try {
    relationships = unzipSync(deck, { filter: (file) => file.name.endsWith('.rels') });
  } catch {
    // Not a zip after all: LibreOffice refuses it with its own reason.
    return deck;
  }
  const edited = new Map<string, string>();
  for (const [name, data] of Object.entries(relationships)) {
    const xml = strFromU8(data);
    const kept = xml.replace(RELATIONSHIP, (relationship) =>
      EXTERNAL.test(relationship) && !HYPERLINK.test(relationship) ? '' : relationship,
    );
    if (kept !== xml) edited.set(name, kept);
  }
  if (edited.size === 0) return deck;
  const files = unzipSync(deck);
  for (const [name, xml] of edited) files[name] = strToU8(xml);
  // A scratch copy for one conversion: storing is faster than deflating again.
  return zipSync(files, { level: 0 });
}
