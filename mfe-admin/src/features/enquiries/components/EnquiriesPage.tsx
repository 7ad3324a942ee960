import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Flex } from '@chakra-ui/react/flex';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { isEmailAddress } from '@golf/contract/email';
import { EmptyState } from '@golf/shared/components/StatePanels';
import { MailIcon, PhoneIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/PageHeader';
import { AdminList, EmptyPageState } from '../../../components/list/AdminList';
import { useListParams } from '../../../components/list/list-params';
import { formatDateTime } from '../../../utils/date-time';
import { useEnquiries, type Enquiry } from '../api/get-enquiries';
import '../texts';

/** More than this many characters or lines is a long enquiry: a few lines show until Show more. */
const LONG_CHARACTERS = 320;
const LONG_LINES = 5;
const SHORT_LINES = 4;

function isLongEnquiry(text: string): boolean {
  return text.length > LONG_CHARACTERS || text.split('\n').length > LONG_LINES;
}

/**
 * The enquiry's words. A long one (up to 5,000 characters) would fill the inbox on a phone, so it
 * shows its first lines and a Show more button; a short one shows whole, with no button.
 */
function EnquiryText({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation('admin');
  const [expanded, setExpanded] = useState(false);
  const long = isLongEnquiry(text);
  return (
    <Stack gap="1" align="flex-start">
      <Text id={id} whiteSpace="pre-wrap" wordBreak="break-word" lineClamp={long && !expanded ? SHORT_LINES : undefined}>
        {text}
      </Text>
      {long && (
        <Button size="sm" variant="plain" colorPalette="brand" px="0" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((value) => !value)}>
          {expanded ? t('enquiries.showLess') : t('enquiries.showMore')}
        </Button>
      )}
    </Stack>
  );
}

function EnquiryCard({ enquiry }: { enquiry: Enquiry }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Card.Root recipe={cardSlotRecipe} variant="outline" bg="white" as="article">
      <Card.Body gap="3">
        <Flex justify="space-between" gap="2" wrap="wrap">
          <Stack gap="0">
            <Text fontWeight="semibold">{enquiry.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('enquiries.received', { when: formatDateTime(enquiry.createdAt, i18n.language) })}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            {/* A mailto: link only for one plain address: `a@b.hk?bcc=…` would copy a stranger on the reply. */}
            {isEmailAddress(enquiry.email) ? (
              <Button asChild size="xs" variant="outline" colorPalette="brand">
                <a href={`mailto:${enquiry.email}`} aria-label={`${t('enquiries.reply')}: ${enquiry.email}`}>
                  <MailIcon boxSize="3.5" /> {enquiry.email}
                </a>
              </Button>
            ) : (
              <Text fontSize="sm" color="fg.muted" wordBreak="break-all" title={t('enquiries.notAnAddress')}>
                {enquiry.email} ({t('enquiries.notAnAddress')})
              </Text>
            )}
            <Button asChild size="xs" variant="outline">
              <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`} aria-label={`${t('enquiries.call')}: ${enquiry.phone}`}>
                <PhoneIcon boxSize="3.5" /> {enquiry.phone}
              </a>
            </Button>
          </HStack>
        </Flex>
        <EnquiryText id={`enquiry-${enquiry._id}`} text={enquiry.enquiry} />
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/enquiries: the Contact Us inbox, ten a page. */
export function EnquiriesPage() {
  const { t } = useTranslation('admin');
  const { page, setPage } = useListParams();
  const { data, error, loading, refetch } = useEnquiries(page);

  return (
    <>
      <PageHeader title={t('enquiries.title')} subtitle={t('enquiries.subtitle')} />
      <AdminList
        query={{ loading, error, refetch }}
        rows={data?.enquiries}
        loadError={t('enquiries.loadError')}
        empty={page > 1 ? <EmptyPageState title={t('enquiries.emptyPage')} onFirstPage={() => setPage(1)} /> : <EmptyState title={t('enquiries.empty')} hint={t('enquiries.emptyHint')} />}
        paging={{ page, totalPages: data?.totalPages, onPageChange: setPage }}
      >
        {(enquiries) => (
          <Stack gap="3">
            {enquiries.map((enquiry) => (
              <EnquiryCard key={enquiry._id} enquiry={enquiry} />
            ))}
          </Stack>
        )}
      </AdminList>
    </>
  );
}
