import { type UploadKind, UploadSchema } from '@slovo/contracts';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { uploadData } from '../../../lib/api-client.ts';

type FileUpload = {
  workspaceId: number;
  kind: UploadKind;
  file: File;
  onProgress: (percent: number) => void;
};

// A refused file is explained under its field (the server's localized reason), not as a toast.
const HANDLED_CODES = [
  'PRESENTATION_NOT_PPTX',
  'PRESENTATION_TOO_LARGE',
  'PRESENTATION_CORRUPTED',
  'PRESENTATION_UNPACKS_TOO_LARGE',
  'PRESENTATION_TOO_MANY_PARTS',
  'PRESENTATION_UNSAFE',
  'PRESENTATION_ENCRYPTED',
  'PRESENTATION_TOO_MANY_SLIDES',
  'PRESENTATION_NO_SLIDES',
  'PRESENTATION_LEGACY_PPT',
  'PRESENTATION_TEMPLATE',
  'PRESENTATION_MACROS',
  'PRESENTATION_ACTIVE_CONTENT',
  'PRESENTATION_UNSAFE_MEDIA',
  'PRESENTATION_TOO_DEEP',
  'PRESENTATION_IMAGE_TOO_LARGE',
  'IMAGE_TOO_MANY_PIXELS',
  'ATTACHMENT_INVALID',
  'ATTACHMENT_TOO_LARGE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'VALIDATION_FAILED',
] as const;

function postExerciseFile({ workspaceId, kind, file, onProgress }: FileUpload) {
  const body = new FormData();
  // The server reads the fields while streaming, so they must come before the file part.
  body.append('workspace_id', String(workspaceId));
  body.append('kind', kind);
  body.append('file', file);
  return uploadData('/exercises/files', body, {
    schema: UploadSchema,
    onProgress,
    handledCodes: HANDLED_CODES,
  });
}

const UPLOAD_MUTATION_KEY = ['exercise-editor', 'upload-file'] as const;

/** Uploads a presentation, image or audio; the microblock names it by id when saved. */
export function useUploadExerciseFileMutation() {
  return useMutation({ mutationKey: UPLOAD_MUTATION_KEY, mutationFn: postExerciseFile });
}

/** A save waits for running uploads: the microblock would miss the files still on their way. */
export function useIsUploadingExerciseFiles(): boolean {
  return useIsMutating({ mutationKey: UPLOAD_MUTATION_KEY }) > 0;
}
