import { useQuery } from '@tanstack/react-query';
import type { TeamListResponse, TeamMember, TeamMemberValues } from '@domain/schemas/team';
import { apiFetch } from '@web/lib/api-client';

export const TEAM_KEY = ['admin', 'team'] as const;

export function useTeam() {
  return useQuery({ queryKey: TEAM_KEY, queryFn: ({ signal }) => apiFetch<TeamListResponse>('/api/admin/team', { signal }), staleTime: 0 });
}

export function saveTeamMember({ member, values }: { member: TeamMember | null; values: TeamMemberValues }): Promise<TeamMember> {
  return member
    ? apiFetch<TeamMember>(`/api/admin/team/${member.id}`, { method: 'PUT', json: { ...values, version: member.updatedAt } })
    : apiFetch<TeamMember>('/api/admin/team', { method: 'POST', json: values });
}

export function deleteTeamMember(id: string): Promise<void> {
  return apiFetch<void>(`/api/admin/team/${id}`, { method: 'DELETE' });
}
