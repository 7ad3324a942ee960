import { dataRequestAnswerSchema, dataRequestInputSchema } from './privacy.ts';

describe('a logged data request', () => {
  it('names the member by address, or who asked', () => {
    expect(dataRequestInputSchema.safeParse({ kind: 'access', memberEmail: 'a@example.com' }).success).toBe(true);
    expect(dataRequestInputSchema.safeParse({ kind: 'correction', requester: ' Mrs Wong ' }).data?.requester).toBe('Mrs Wong');
    const nobody = dataRequestInputSchema.safeParse({ kind: 'access', requester: '   ' });
    expect(nobody.success).toBe(false);
    expect(nobody.error?.issues[0]?.message).toBe('privacy.requesterRequired');
    expect(dataRequestInputSchema.safeParse({ kind: 'delete-everything', requester: 'x' }).success).toBe(false);
  });
});

describe('an answer', () => {
  it('needs a reason to refuse, not to answer', () => {
    expect(dataRequestAnswerSchema.safeParse({ outcome: 'answered' }).success).toBe(true);
    const refused = dataRequestAnswerSchema.safeParse({ outcome: 'refused', reason: ' ' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('privacy.reasonRequired');
    expect(dataRequestAnswerSchema.safeParse({ outcome: 'refused', reason: 'Identity not verified' }).success).toBe(true);
  });
});
