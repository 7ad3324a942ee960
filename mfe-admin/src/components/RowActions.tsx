import { Button, IconButton } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EditIcon, TrashIcon } from './icons';
import './texts';

/**
 * A list row's Edit and Delete, the same in every admin table (`compact`, in a table row) and
 * mobile card. `label` names the row for screen readers ("Delete announcement: …").
 */
export function EditRowAction({ label, to, compact = false }: { label: string; to: string; compact?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Button asChild size={compact ? 'xs' : 'sm'} variant="outline" colorPalette="brand">
      <Link to={to} aria-label={label}>
        <EditIcon boxSize={compact ? '3.5' : '4'} /> {t('actions.edit')}
      </Link>
    </Button>
  );
}

export function DeleteRowAction({ label, onClick, compact = false }: { label: string; onClick: () => void; compact?: boolean }) {
  const { t } = useTranslation('admin');
  if (compact) {
    return (
      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={label} title={t('actions.delete')} onClick={onClick}>
        <TrashIcon boxSize="4" />
      </IconButton>
    );
  }
  return (
    <Button size="sm" variant="ghost" colorPalette="red" aria-label={label} onClick={onClick}>
      <TrashIcon boxSize="4" /> {t('actions.delete')}
    </Button>
  );
}
