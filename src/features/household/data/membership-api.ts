import type { EndpointRequest } from '@/domain/api/endpoint';
import { acceptInviteEndpoint, addMemberEndpoint, changeMemberRoleEndpoint, removeMemberEndpoint } from '@/domain/api/households';
import { api } from '@/lib/api';

// Memberships change only through the API service, which applies every effect of a change in
// one transaction (DESIGN.md §3). Each call throws an ApiError on refusal.

/** Invites an existing account to the household (it joins when it accepts); `emailSent` says whether the mail went. */
export const addMember = (request: EndpointRequest<typeof addMemberEndpoint>) => api.call(addMemberEndpoint, request);

export const changeMemberRole = (request: EndpointRequest<typeof changeMemberRoleEndpoint>) => api.call(changeMemberRoleEndpoint, request);

export const removeMember = (request: EndpointRequest<typeof removeMemberEndpoint>) => api.call(removeMemberEndpoint, request);

/** The signed-in user joins the invite's household; answers its id, now their default household. */
export const acceptInvite = (request: EndpointRequest<typeof acceptInviteEndpoint>) => api.call(acceptInviteEndpoint, request);
