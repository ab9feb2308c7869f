import sharp from 'sharp';

/** A solid-colour PNG, for assets and uploads in tests. */
export function buildPng(colour: string, width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

/** The colour at the centre of a rendered slide picture, as [r, g, b]. */
export async function readCenterColour(jpeg: Buffer): Promise<[number, number, number]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at =
    (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
}
