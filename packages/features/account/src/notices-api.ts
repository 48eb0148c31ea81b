import { api, mutationEndpoint, queryEndpoint } from "@wenlv/api-client";
import { noticeList, waitlistLeave, waitlistMine } from "@wenlv/contract/endpoints/waitlist";

const WAITLIST = { type: "Waitlist", id: "LIST" } as const;

/**
 * The user's notices and waiting-list entries (issue 10, decision 035), for /MessageList. Reading
 * the notices marks them read on the server, so they are read only when the page asks (never for
 * a badge). Joining (checkout's useJoinWaitlist) and leaving refetch the entries (tag "Waitlist").
 */
export const noticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Table entry `noticeList`: the newest 50 notices and how many were unread before this read. */
    myNotices: queryEndpoint<typeof noticeList, void>(build, noticeList, { body: () => ({}) }),
    /** Table entry `waitlistMine`: the entries, newest first, with the place in line of waiting ones. */
    myWaitlist: queryEndpoint<typeof waitlistMine, void>(build, waitlistMine, { body: () => ({}), providesTags: [WAITLIST, "Waitlist"] }),
    /** Table entry `waitlistLeave` by entry id (only a waiting entry can be left). */
    leaveWaitlist: mutationEndpoint(build, waitlistLeave, { body: (entryId: number) => ({ entry_id: entryId }), invalidatesTags: [WAITLIST] }),
  }),
});

export const { useMyNoticesQuery, useMyWaitlistQuery, useLeaveWaitlistMutation } = noticesApi;
