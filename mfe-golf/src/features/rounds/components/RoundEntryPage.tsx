import { Stack } from '@chakra-ui/react/stack';
import { courseHandicap } from '@golf/contract/golf-whs';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { LoadingState } from '@golf/shared/components/StatePanels';
import { toastError, toastInfo, toastSuccess } from '@golf/shared/theme/toaster';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeading } from '@golf/shared/components/PageHeading';
import { useRecord } from '../api/get-record';
import { useRoundStore } from '../store/round-store';
import { sendPendingRounds } from '../store/send-pending';
import { HoleEntry } from './HoleEntry';
import { RoundReview } from './RoundReview';
import { RoundSetup } from './RoundSetup';

/**
 * /golf/rounds/new: a round scored hole by hole on a phone. The round in progress lives on the phone
 * (a reload or a lost signal resumes it); saved, it is sent now or, without a signal, when back online.
 */
export function RoundEntryPage() {
  const { t } = useTranslation('golf');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const ownerId = useAuthStore((state) => state.profile?._id);
  const draft = useRoundStore((state) => state.drafts.find((candidate) => candidate.ownerId === ownerId));
  const finishDraft = useRoundStore((state) => state.finishDraft);
  const [saving, setSaving] = useState(false);
  // The hole maximums follow the player's practice index (par + 5 while they have none, or offline).
  const { data: record } = useRecord(draft ? draft.personId : null);
  const index = draft ? record?.practiceIndex ?? null : null;
  const handicap = draft && index !== null ? courseHandicap({ index, ...draft.rating18 }) : null;

  const save = async () => {
    if (!ownerId) return;
    setSaving(true);
    const round = finishDraft(ownerId);
    await sendPendingRounds(ownerId);
    setSaving(false);
    const left = useRoundStore.getState().pending.find((candidate) => candidate.id === round?.id);
    if (left?.refused) toastError(t('outbox.refused', { error: left.refused }));
    else if (left) toastInfo(t('outbox.offline'));
    else toastSuccess(t('outbox.sent'));
    navigate(`/golf${round?.input.personId ? `?player=${encodeURIComponent(round.input.personId)}` : ''}`);
  };

  return (
    <Stack gap="6" maxW={{ md: 'xl' }} data-testid="round-entry">
      <PageHeading title={t('entry.title')} />
      {!ownerId ? (
        <LoadingState />
      ) : !draft ? (
        <RoundSetup ownerId={ownerId} initialPersonId={search.get('player')} />
      ) : draft.at >= draft.holes.length ? (
        <RoundReview draft={draft} saving={saving} onSave={() => void save()} />
      ) : (
        <HoleEntry draft={draft} courseHandicap={handicap} />
      )}
    </Stack>
  );
}
