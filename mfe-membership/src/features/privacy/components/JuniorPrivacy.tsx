import { Stack } from '@chakra-ui/react/stack';
import type { PrivacyStatus } from '@golf/contract/privacy';
import { AccountClosure } from './AccountClosure';
import { DataDownload } from './DataDownload';

/** A junior's download and closing, under their card on the family page (the guardian acts for them). */
export function JuniorPrivacy({ personId, name, privacy, onChanged }: { personId: string; name: string; privacy: PrivacyStatus; onChanged: () => void }) {
  const closure = privacy.juniors.find((junior) => junior.personId === personId)?.closure ?? null;
  return (
    <Stack gap="3" borderTopWidth="1px" pt="3" data-testid="junior-privacy">
      <DataDownload personId={personId} name={name} exports={privacy.exports} onChanged={onChanged} />
      <AccountClosure personId={personId} name={name} closure={closure} onChanged={onChanged} />
    </Stack>
  );
}
