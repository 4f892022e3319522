import { type ActiveNotice, noticeContracts } from '@backoffice/shared/notices/notice.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientOf, contractKey } from '../core/contract-client.ts';

const noticeApi = clientOf(noticeContracts);
const ACTIVE_NOTICES_KEY = contractKey(noticeContracts.active);

/**
 * The notices to show after sign-in, asked once per sign-in (`enabled` is false once this session
 * has asked), not at every page load: a notice put aside with the close button waits for the next
 * sign-in rather than covering each page.
 */
export const useActiveNotices = (enabled: boolean) =>
  useQuery({
    queryKey: ACTIVE_NOTICES_KEY,
    queryFn: () => noticeApi.active(),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** 'Got it': the server remembers it, and the notice leaves the list at once. */
export const useDismissNotices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      Promise.all(ids.map((id) => noticeApi.dismiss({ query: { id } }))),
    onSuccess: (_done, ids) =>
      queryClient.setQueryData<ActiveNotice[]>(ACTIVE_NOTICES_KEY, (current) =>
        current?.filter((notice) => !ids.includes(notice.Id)),
      ),
  });
};
