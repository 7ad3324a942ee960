import { NativeSelect } from '@chakra-ui/react/native-select';
import { Text } from '@chakra-ui/react/text';
import { juniorDisplayName } from '@golf/contract/family';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { nativeSelectSlotRecipe } from '@golf/shared/theme/recipes/native-select';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField';
import { useLanguage } from '../../../utils/language';
import { useFamily } from '../api/get-family';

export interface Player {
  personId: string | null;
  name: string;
}

/** The players a member records rounds for: themselves and their family's juniors. */
export function usePlayers(): { players: Player[]; familyFailed: boolean } {
  const { t } = useTranslation('golf');
  const language = useLanguage();
  const fullName = useAuthStore((state) => state.profile?.fullName ?? '');
  const { data: family, error } = useFamily();
  const juniors = (family?.juniors ?? []).map((junior) => ({ personId: junior._id, name: juniorDisplayName(junior.name, language) }));
  return { players: [{ personId: null, name: t('player.me', { name: fullName }) }, ...juniors], familyFailed: !!error && !family };
}

/** Whose rounds the page shows; only offered when the member has juniors. */
export function PlayerPicker({ value, onChange }: { value: string | null; onChange: (personId: string | null) => void }) {
  const { t } = useTranslation('golf');
  const { players, familyFailed } = usePlayers();
  if (familyFailed) return <Text color="fg.muted" fontSize="sm">{t('player.familyFailed')}</Text>;
  if (players.length < 2) return null;
  return (
    <TextField label={t('player.label')} name="player">
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} maxW={{ md: 'sm' }}>
        <NativeSelect.Field name="player" value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
          {players.map((player) => (
            <option key={player.personId ?? 'me'} value={player.personId ?? ''}>
              {player.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </TextField>
  );
}
