import sharp from 'sharp';

/** A solid-colour PNG, for assets and uploads in tests. */
export function buildPng(colour: string, width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}
