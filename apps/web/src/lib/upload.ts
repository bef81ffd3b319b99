import { useMutation } from '@tanstack/react-query';
import { call } from './request';

/** Uploads one picture; several may go at once (a review's pictures), so no duplicate-submit guard. */
export const useUploadPicture = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return call('POST /api/common/upload', form, { repeatSubmit: false });
    },
  });
