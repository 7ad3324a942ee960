import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Flex } from '@chakra-ui/react/flex';
import { Image } from '@chakra-ui/react/image';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ModerationItem } from '@golf/contract/forum';
import { fileUrl } from '@golf/shared/api/runtime-config';
import { formatDateTime } from '../../../utils/date-time';
import type { ModerationChoice } from './ModerationActionDialog';
import '../texts';

const STATE_PALETTE = { visible: 'green', hidden: 'orange', deleted: 'red' } as const;

/** Which actions a post in this state offers (an author's own deletion is never undone). */
function choicesFor(item: ModerationItem): ModerationChoice[] {
  if (item.state === 'visible') return item.openReports > 0 ? ['keep', 'hide', 'delete'] : ['hide', 'delete'];
  if (item.state === 'hidden') return ['restore', 'delete'];
  return [];
}

interface ModerationItemCardProps {
  item: ModerationItem;
  onChoose: (item: ModerationItem, choice: ModerationChoice) => void;
}

/** One reported or hidden post: what it says, who wrote and reported it, its earlier versions and the actions. */
export function ModerationItemCard({ item, onChoose }: ModerationItemCardProps) {
  const { t, i18n } = useTranslation('admin');
  const [showRevisions, setShowRevisions] = useState(false);
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <Card.Root recipe={cardSlotRecipe} variant="outline" bg="white" as="article" data-testid="moderation-item">
      <Card.Body gap="3">
        <Flex justify="space-between" gap="2" wrap="wrap" align="start">
          <HStack gap="2" wrap="wrap">
            <Badge variant="outline">{t(`moderation.target.${item.targetType}`)}</Badge>
            <Badge colorPalette={STATE_PALETTE[item.state]} variant="subtle">
              {t(`moderation.state.${item.state}`)}
            </Badge>
            {item.openReports > 0 && (
              <Badge colorPalette="red" variant="solid">
                {t('moderation.openReports', { count: item.openReports })}
              </Badge>
            )}
          </HStack>
          <Button asChild size="xs" variant="ghost">
            <RouterLink to={`/discussions/${encodeURIComponent(item.threadId)}`}>{t('moderation.openThread')}</RouterLink>
          </Button>
        </Flex>
        <Stack gap="1">
          <Text fontWeight="semibold" wordBreak="break-word">
            {item.targetType === 'thread' ? item.threadTitle : t('moderation.inThread', { title: item.threadTitle })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('moderation.byAuthor', { name: item.author.fullName, when: when(item.postedAt) })}
            {item.editedAt ? ` · ${t('moderation.edited', { when: when(item.editedAt) })}` : ''}
          </Text>
        </Stack>
        <Text whiteSpace="pre-wrap" wordBreak="break-word" bg="gray.50" p="3" borderRadius="md" data-testid="moderation-content">
          {item.content}
        </Text>
        {item.attachments.length > 0 && (
          <HStack gap="2" wrap="wrap">
            {item.attachments.map((fileId, index) => (
              <Box key={fileId} boxSize="16" borderRadius="md" overflow="hidden" bg="gray.100">
                <Image src={fileUrl(fileId)} alt={t('moderation.attachment', { index: index + 1 })} w="full" h="full" objectFit="cover" />
              </Box>
            ))}
          </HStack>
        )}
        {item.reports.length > 0 && (
          <Stack gap="2" as="section" aria-label={t('moderation.reports')}>
            <Text fontSize="sm" fontWeight="semibold">
              {t('moderation.reports')}
            </Text>
            <Stack as="ul" gap="2" listStyleType="none">
              {item.reports.map((report) => (
                <Box as="li" key={`${report.reporter._id}-${report.createdAt}`} borderStartWidth="3px" borderColor={report.resolved ? 'gray.300' : 'red.400'} ps="3">
                  <Text fontSize="sm">
                    <Text as="span" fontWeight="medium">
                      {t(`moderation.reasons.${report.reason}`)}
                    </Text>
                    {report.resolved && (
                      <Text as="span" color="fg.muted">
                        {` · ${t('moderation.reviewed')}`}
                      </Text>
                    )}
                  </Text>
                  {report.details && (
                    <Text fontSize="sm" wordBreak="break-word">
                      {report.details}
                    </Text>
                  )}
                  <Text fontSize="xs" color="fg.muted">
                    {t('moderation.reportLine', { name: report.reporter.fullName, when: when(report.createdAt) })}
                  </Text>
                </Box>
              ))}
            </Stack>
          </Stack>
        )}
        {item.revisions.length > 0 && (
          <Stack gap="2">
            <Button size="xs" variant="outline" alignSelf="flex-start" aria-expanded={showRevisions} onClick={() => setShowRevisions((open) => !open)}>
              {t('moderation.revisions', { count: item.revisions.length })}
            </Button>
            {showRevisions &&
              item.revisions.map((revision) => (
                <Box key={revision.editedAt} bg="gray.50" p="3" borderRadius="md">
                  <Text fontSize="xs" color="fg.muted">
                    {t('moderation.revisionAt', { when: when(revision.editedAt) })}
                  </Text>
                  {revision.title && <Text fontWeight="medium">{revision.title}</Text>}
                  <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                    {revision.content}
                  </Text>
                </Box>
              ))}
          </Stack>
        )}
      </Card.Body>
      {choicesFor(item).length > 0 && (
        <Card.Footer pt="0">
          <Flex gap="2" justify="flex-end" w="full" wrap="wrap">
            {choicesFor(item).map((choice) => (
              <Button
                key={choice}
                size="sm"
                variant={choice === 'delete' ? 'outline' : 'solid'}
                colorPalette={choice === 'delete' ? 'red' : choice === 'hide' ? 'orange' : 'brand'}
                onClick={() => onChoose(item, choice)}
              >
                {t(`moderation.actions.${choice}`)}
              </Button>
            ))}
          </Flex>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
