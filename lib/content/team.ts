// The team as the site shows it (Sanity `teamMember` documents): the back office links a bookable
// person to one of them, so customers see that person's photo with their name.
import type { TeamMembersQueryResult } from './sanity.types';
import { fetchContent } from './fetch';
import { teamMembersQuery } from './queries';

export type TeamMember = TeamMembersQueryResult[number];

export async function loadTeamMembers(): Promise<TeamMember[]> {
  return (
    (await fetchContent<TeamMembersQueryResult>(teamMembersQuery, {}, { tags: ['teamMember'] })) ??
    []
  );
}

/** What the rota's form offers of each: who they are, without the photo. */
export function teamMembersOfForm(team: readonly TeamMember[]) {
  return team.map(({ _id, name, role }) => ({ id: _id, name, role }));
}
