import type { CompetitionDetail, DrawInput } from '@golf/contract/golf-competition';

export interface DrawFormGroup {
  key: string;
  teeTime: string;
  markerUserId: string;
  personIds: string[];
}

/** The draw as the form edits it, from the competition as the API answers. */
export function drawForm(competition: CompetitionDetail): DrawFormGroup[] {
  return competition.groups.map((group) => ({ key: group.id, teeTime: group.teeTime, markerUserId: group.marker.id, personIds: group.players.map((player) => player.personId) }));
}

/** Moves a player to the group at `to` (the length of the list: a new group, its tee time 10 minutes after the last). */
export function movePlayer(groups: readonly DrawFormGroup[], personId: string, to: number): DrawFormGroup[] {
  const next = groups.map((group) => ({ ...group, personIds: group.personIds.filter((id) => id !== personId) }));
  if (to >= next.length) {
    const last = groups[groups.length - 1]!;
    const [h, m] = last.teeTime.split(':').map(Number) as [number, number];
    const minutes = (h * 60 + m + 10) % (24 * 60);
    next.push({ key: `new-${Date.now()}-${personId}`, teeTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`, markerUserId: last.markerUserId, personIds: [personId] });
  } else {
    next[to]!.personIds.push(personId);
  }
  return next;
}

/** What the API takes: groups left empty by moves are dropped. */
export function drawInput(groups: readonly DrawFormGroup[]): DrawInput {
  return { groups: groups.filter((group) => group.personIds.length).map(({ teeTime, markerUserId, personIds }) => ({ teeTime, markerUserId, personIds })) };
}
