import { Button } from '@chakra-ui/react/button';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/icons';

interface LikeButtonProps {
  liked: boolean;
  likes: number;
  onToggle: () => void;
  size?: 'xs' | 'sm';
  disabled?: boolean;
}

/** The heart with its count; pressed when the member likes the post (state from useLike). */
export function LikeButton({ liked, likes, onToggle, size = 'sm', disabled = false }: LikeButtonProps) {
  const { t } = useTranslation('forum');
  return (
    <Button
      size={size}
      variant={liked ? 'subtle' : 'ghost'}
      colorPalette={liked ? 'red' : 'gray'}
      aria-pressed={liked}
      onClick={onToggle}
      disabled={disabled}
      data-testid="like-button"
    >
      <HeartIcon filled={liked} />
      {/* The name is said in words; the bare number is what the eye reads. */}
      <span aria-hidden>{likes}</span>
      <VisuallyHidden>{`${t('thread.like')} (${t('thread.likes', { count: likes })})`}</VisuallyHidden>
    </Button>
  );
}
