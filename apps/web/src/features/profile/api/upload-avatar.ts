import { CurrentUserSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadData } from '../../../lib/api-client.ts';
import { mergeCurrentUser } from '../../../lib/auth/current-user.ts';

type AvatarUpload = { file: File; onProgress: (percent: number) => void };

function postAvatar({ file, onProgress }: AvatarUpload) {
  const body = new FormData();
  body.append('file', file);
  return uploadData('/users/profile/avatar', body, { schema: CurrentUserSchema, onProgress });
}

export function useUploadAvatarMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAvatar,
    onSuccess: (user) => mergeCurrentUser(queryClient, user),
  });
}
