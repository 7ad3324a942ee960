import { create } from 'zustand';
import type { Hole, Nine, RoundInput } from '@golf/contract/golf';

// The rounds on this phone (issue 41 point 3): the round being scored and the finished rounds not
// sent yet, kept in localStorage so a poor signal, a closed tab or a flat battery loses nothing.
// Each round carries the id this phone made for it: the API stores a round once however often it
// is sent. Entries carry their account, so another member signing in on the phone never sees them.

export const STORAGE_KEY = 'golf.rounds.v1';

export interface RoundLabels {
  playerName: string;
  courseName: { zh: string; en: string };
  teeName: string;
}

export interface Draft extends RoundLabels {
  id: string;
  ownerId: string;
  personId: string | null;
  teeId: string;
  playedOn: string;
  nine: Nine | null;
  /** The holes played, in order, with their numbers on the course. */
  holes: (Hole & { number: number })[];
  strokes: number[];
  /** The hole on screen (0-based). */
  at: number;
  /** 18-hole ratings and par of the tee, for the hole maximums shown while scoring. */
  rating18: { courseRating: number; slope: number; par: number };
}

export interface PendingRound extends RoundLabels {
  id: string;
  ownerId: string;
  input: RoundInput;
  gross: number;
  par: number;
  /** The API's reason when it refused the round (it stays until removed); none: waits to be sent. */
  refused?: string;
}

interface Stored {
  drafts: Draft[];
  pending: PendingRound[];
}

interface RoundStore extends Stored {
  startDraft: (draft: Omit<Draft, 'strokes' | 'at'>) => void;
  setStroke: (ownerId: string, at: number, strokes: number) => void;
  goTo: (ownerId: string, at: number) => void;
  discardDraft: (ownerId: string) => void;
  /** The draft becomes a round waiting to be sent; returns it. */
  finishDraft: (ownerId: string) => PendingRound | null;
  removePending: (id: string) => void;
  refusePending: (id: string, reason: string) => void;
}

function read(): Stored {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Stored> | null;
    return { drafts: Array.isArray(stored?.drafts) ? stored.drafts : [], pending: Array.isArray(stored?.pending) ? stored.pending : [] };
  } catch {
    return { drafts: [], pending: [] };
  }
}

const updateDraft = (drafts: Draft[], ownerId: string, change: (draft: Draft) => Draft) => drafts.map((draft) => (draft.ownerId === ownerId ? change(draft) : draft));

export const useRoundStore = create<RoundStore>((set, get) => ({
  ...read(),
  startDraft: (draft) =>
    set((state) => ({ drafts: [...state.drafts.filter((other) => other.ownerId !== draft.ownerId), { ...draft, strokes: draft.holes.map((hole) => hole.par), at: 0 }] })),
  setStroke: (ownerId, at, strokes) =>
    set((state) => ({ drafts: updateDraft(state.drafts, ownerId, (draft) => ({ ...draft, strokes: draft.strokes.map((value, index) => (index === at ? strokes : value)) })) })),
  goTo: (ownerId, at) => set((state) => ({ drafts: updateDraft(state.drafts, ownerId, (draft) => ({ ...draft, at: Math.max(0, Math.min(at, draft.holes.length)) })) })),
  discardDraft: (ownerId) => set((state) => ({ drafts: state.drafts.filter((draft) => draft.ownerId !== ownerId) })),
  finishDraft: (ownerId) => {
    const draft = get().drafts.find((candidate) => candidate.ownerId === ownerId);
    if (!draft) return null;
    const round: PendingRound = {
      id: draft.id,
      ownerId,
      playerName: draft.playerName,
      courseName: draft.courseName,
      teeName: draft.teeName,
      input: { personId: draft.personId, teeId: draft.teeId, playedOn: draft.playedOn, nine: draft.nine, strokes: draft.strokes },
      gross: draft.strokes.reduce((sum, value) => sum + value, 0),
      par: draft.holes.reduce((sum, hole) => sum + hole.par, 0),
    };
    set((state) => ({ drafts: state.drafts.filter((other) => other.ownerId !== ownerId), pending: [...state.pending.filter((other) => other.id !== round.id), round] }));
    return round;
  },
  removePending: (id) => set((state) => ({ pending: state.pending.filter((round) => round.id !== id) })),
  refusePending: (id, reason) => set((state) => ({ pending: state.pending.map((round) => (round.id === id ? { ...round, refused: reason } : round)) })),
}));

useRoundStore.subscribe((state) => {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ drafts: state.drafts, pending: state.pending }));
  } catch {
    // A full or blocked storage: the round stays in memory until sent.
  }
});

/** A new round's id, made on this phone. */
export function newRoundId(): string {
  return crypto.randomUUID();
}
