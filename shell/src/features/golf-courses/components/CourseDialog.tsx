import { useRef, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@golf/shared/theme/recipes/dialog';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { listSlotRecipe } from '@golf/shared/theme/recipes/list';
import { Portal } from '@chakra-ui/react/portal';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '@golf/shared/components/ImageWithFallback';
import { DiningIcon, FlagIcon, GlobeIcon, ParkingIcon, PhoneIcon, PinIcon } from '../../../components/icons';
import { telHref, type GolfCourse } from '../data/golf-courses';
import { CourseRating } from './CourseRating';

interface CourseDialogProps {
  /** The selected course; null closes the dialog. */
  course: GolfCourse | null;
  onClose: () => void;
}

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Stack gap="1" bg="bg.muted" borderRadius="lg" p="3" align="start" data-testid="course-tile">
      <HStack gap="1.5" color="brand.700" fontSize="sm" align="center">
        <Box flexShrink={0} display="flex" css={{ '& svg': { width: '4', height: '4' } }}>
          {icon}
        </Box>
        <Text fontWeight="medium">{label}</Text>
      </HStack>
      <Text fontWeight="bold" fontSize="lg">
        {value}
      </Text>
    </Stack>
  );
}

/** Everything about one course, with call and website actions (spec 01 §2). */
export function CourseDialog({ course, onClose }: CourseDialogProps) {
  const { t } = useTranslation('shell');
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    // One size at every width: a responsive 'full' size kept its min-height of the whole screen
    // above md (a 900 px box with a gap under the buttons). The dialog takes its content's height,
    // scrolls inside when that is taller than the screen, and keeps a margin on a phone.
    <Dialog.Root recipe={dialogSlotRecipe}
      open={course !== null}
      onOpenChange={({ open }) => !open && onClose()}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      // First focus on Close, not the first link: Enter on the call link would phone the course.
      initialFocusEl={() => closeRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          {course && (
            <Dialog.Content overflow="hidden">
              {/* First in the tab order too, as it is the first thing focused. */}
              <Dialog.CloseTrigger asChild>
                <CloseButton ref={closeRef} size="sm" bg="white" aria-label={t('golf.dialog.close')} />
              </Dialog.CloseTrigger>
              <ImageWithFallback
                src={course.image}
                alt={t(`golf.courses.${course.id}.name`)}
                w="full"
                aspectRatio={16 / 7}
                objectFit="cover"
                flexShrink={0}
              />
              <Dialog.Header flexDirection="column" alignItems="start" gap="2">
                <Dialog.Title fontSize="2xl">{t(`golf.courses.${course.id}.name`)}</Dialog.Title>
                <HStack gap="3" wrap="wrap" color="fg.muted" fontSize="sm">
                  <HStack gap="1">
                    <PinIcon boxSize="4" />
                    <Text>{t(`golf.courses.${course.id}.location`)}</Text>
                  </HStack>
                  <CourseRating rating={course.rating} />
                </HStack>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3">
                    <Tile icon={<FlagIcon />} label={t('golf.dialog.holes')} value={String(course.holes)} />
                    <Tile icon={<FlagIcon />} label={t('golf.dialog.totalPar')} value={String(course.par)} />
                    <Tile icon={<ParkingIcon />} label={t('golf.dialog.parking')} value={t('golf.dialog.parkingValue')} />
                    <Tile icon={<DiningIcon />} label={t('golf.dialog.restaurant')} value={t('golf.dialog.restaurantValue')} />
                  </SimpleGrid>
                  <Stack gap="2">
                    <Heading as="h3" size="md">
                      {t('golf.dialog.about')}
                    </Heading>
                    <Text color="fg.muted">{t(`golf.courses.${course.id}.description`)}</Text>
                  </Stack>
                  <Stack gap="2">
                    <Heading as="h3" size="md">
                      {t('golf.dialog.features')}
                    </Heading>
                    <List.Root recipe={listSlotRecipe} as="ul" ps="5" gap="1" data-testid="dialog-features">
                      {course.features.map((feature) => (
                        <List.Item key={feature}>{t(`golf.features.${feature}`)}</List.Item>
                      ))}
                    </List.Root>
                  </Stack>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap" gap="3">
                <Button asChild colorPalette="brand" w={{ base: 'full', sm: 'auto' }}>
                  <a href={telHref(course.phone)}>
                    <PhoneIcon /> {t('golf.dialog.call')} {course.phone}
                  </a>
                </Button>
                {course.website && (
                  <Button asChild variant="outline" colorPalette="brand" w={{ base: 'full', sm: 'auto' }}>
                    <a href={course.website} target="_blank" rel="noopener noreferrer">
                      <GlobeIcon /> {t('golf.dialog.visitWebsite')}
                      <Box as="span" srOnly>
                        {t('golf.dialog.newTab')}
                      </Box>
                    </a>
                  </Button>
                )}
              </Dialog.Footer>
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
