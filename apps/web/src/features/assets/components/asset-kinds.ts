import {
  ASSET_IMAGE_MAX_BYTES,
  ASSET_SOUND_MAX_BYTES,
  type Asset,
  type AssetType,
  IMAGE_MAX_PIXELS,
  type MessageKey,
} from '@slovo/contracts';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { formatMessage } from '../../../lib/messages.ts';

/** Sounds are kept as they are; every other type is a picture the server stores as PNG. */
export type AssetKind = 'picture' | 'sound';

export function getAssetKind(type: AssetType): AssetKind {
  return type === 'sound' ? 'sound' : 'picture';
}

export function isSound(asset: Asset): boolean {
  return asset.mime.startsWith('audio/');
}

const MEGABYTE = 1024 * 1024;

/** What the file picker accepts per kind: types and extensions, as some systems report neither. */
export const ASSET_RULES: Record<
  AssetKind,
  { accept: Record<string, string[]>; maxBytes: number; extensions: string }
> = {
  picture: {
    accept: { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/webp': ['.webp'] },
    maxBytes: ASSET_IMAGE_MAX_BYTES,
    extensions: 'PNG, JPEG, WebP',
  },
  sound: {
    accept: {
      'audio/mpeg': ['.mp3'],
      'audio/wav': ['.wav'],
      'audio/x-wav': ['.wav'],
      'audio/ogg': ['.ogg'],
      'audio/mp4': ['.m4a'],
      'audio/x-m4a': ['.m4a'],
    },
    maxBytes: ASSET_SOUND_MAX_BYTES,
    extensions: 'MP3, WAV, OGG, M4A',
  },
};

export function getMaxMegabytes(kind: AssetKind): number {
  return ASSET_RULES[kind].maxBytes / MEGABYTE;
}

/**
 * Why a file cannot be uploaded: a contracts message key when the browser found it (the text
 * follows a later language change), or the server's already localized message.
 */
export type UploadProblem =
  | { kind: 'key'; key: MessageKey; params?: Record<string, number> }
  | { kind: 'message'; message: string };

export function getTooLargeProblem(kind: AssetKind): UploadProblem {
  return {
    kind: 'key',
    key: 'ASSET_TOO_LARGE',
    params: { max: getMaxMegabytes(kind), pixels: IMAGE_MAX_PIXELS / 1_000_000 },
  };
}

export function describeUploadProblem(problem: UploadProblem): string {
  return problem.kind === 'key'
    ? formatMessage(problem.key, getUiLanguage(), problem.params)
    : problem.message;
}

/** The file name without its extension, as the default name of the asset. */
export function getBaseName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
}
