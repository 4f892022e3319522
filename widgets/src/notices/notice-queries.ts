import {
  type ActiveNotice,
  NOTICE_API,
  type NoticeDismissed,
} from '@backoffice/shared/notices/notice-api.types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, getData } from '../core/api-client.ts';

const ACTIVE_NOTICES_KEY = ['notices', 'active'] as const;

/**
 * The notices to show after sign-in, asked once per sign-in (`enabled` is false once this session
 * has asked), not at every page load: a notice put aside with the close button waits for the next
 * sign-in rather than covering each page.
 */
export const useActiveNotices = (enabled: boolean) =>
  useQuery({
    queryKey: ACTIVE_NOTICES_KEY,
    queryFn: () => getData<ActiveNotice[]>(NOTICE_API.active),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** 'Got it': the server remembers it, and the notice leaves the list at once. */
export const useDismissNotices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      Promise.all(ids.map((id) => callApi<NoticeDismissed>('post', NOTICE_API.dismiss, { query: { id } }))),
    onSuccess: (_done, ids) =>
      queryClient.setQueryData<ActiveNotice[]>(ACTIVE_NOTICES_KEY, (current) =>
        current?.filter((notice) => !ids.includes(notice.Id)),
      ),
  });
};
