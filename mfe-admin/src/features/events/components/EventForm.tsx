import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { GridItem } from '@chakra-ui/react/grid';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@golf/shared/theme/recipes/textarea';
import { useTranslation } from 'react-i18next';
import { EVENT_TYPES } from '@golf/contract/events';
import { FormField } from '../../../components/FormField';
import { ImagePicker } from '../../../components/ImagePicker';
import { SelectField } from '../../../components/SelectField';
import { SwitchField } from '@golf/shared/components/SwitchField';
import type { ImageChoice } from '../../../components/image-choice';
import { useImageForm } from '../../../components/use-image-form';
import { EVENT_CHECK, toEventPayload, type EventFormValues, type EventPayload } from '../utils/event-form';
import '../texts';

interface EventFormProps {
  initialValues: EventFormValues;
  initialImage: ImageChoice;
  submitLabel: string;
  /** The submit button's label while saving (Creating... / Updating...). */
  busyLabel: string;
  /** Saves; throws to keep the form open with everything typed. */
  onSubmit: (payload: EventPayload) => Promise<void>;
  /** More fields at the end of the form (the create page's weekly repeat). */
  extraFields?: ReactNode;
  onCancel: () => void;
}

/** The create and edit form: spec 02 §5's validation table, then one save call. */
export function EventForm({ initialValues, initialImage, submitLabel, busyLabel, onSubmit, onCancel, extraFields }: EventFormProps) {
  const { t } = useTranslation('admin');
  const { formRef, values, set, text, field, image, setImage, imageProblem, setImageProblem, submitting, submit } = useImageForm({
    initialValues,
    initialImage,
    check: EVENT_CHECK,
    texts: 'eventForm',
    save: (formValues, imageFileId) => onSubmit(toEventPayload(formValues, imageFileId)),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Card.Root recipe={cardSlotRecipe} variant="outline" bg="white">
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <GridItem colSpan={{ base: 1, md: 2 }}>
              <FormField {...field('name')} required>
                <Input recipe={inputRecipe} {...text('name')} maxLength={200} />
              </FormField>
            </GridItem>
            <FormField {...field('type')} required>
              <SelectField
                name="type"
                value={values.type}
                onChange={(value) => set('type', value)}
                options={EVENT_TYPES.map((type) => ({ value: type, label: t(`eventTypes.${type}`) }))}
                disabled={submitting}
              />
            </FormField>
            <Stack alignSelf="end" pb="1">
              <SwitchField
                label={t('eventForm.fields.allowRegistration')}
                hint={t('eventForm.hints.allowRegistration')}
                checked={values.allowRegistration}
                onChange={(checked) => set('allowRegistration', checked)}
                disabled={submitting}
              />
            </Stack>
            <FormField {...field('date')} required>
              <Input recipe={inputRecipe} {...text('date')} type="date" />
            </FormField>
            <FormField {...field('time')} required helper={t('eventForm.hints.time')}>
              <Input recipe={inputRecipe} {...text('time')} type="time" step="1" />
            </FormField>
            <FormField {...field('duration')} required>
              <Input recipe={inputRecipe} {...text('duration')} placeholder={t('eventForm.placeholders.duration')} />
            </FormField>
            <FormField {...field('venue')} required>
              <Input recipe={inputRecipe} {...text('venue')} />
            </FormField>
            <FormField {...field('maxParticipants')} required>
              <Input recipe={inputRecipe} {...text('maxParticipants')} type="number" min="1" step="1" inputMode="numeric" />
            </FormField>
            <HStack gap="3" align="flex-start">
              <FormField {...field('priceMember')}>
                <Input recipe={inputRecipe} {...text('priceMember')} type="number" min="0" step="0.01" inputMode="decimal" />
              </FormField>
              <FormField {...field('priceNonMember')}>
                <Input recipe={inputRecipe} {...text('priceNonMember')} type="number" min="0" step="0.01" inputMode="decimal" />
              </FormField>
            </HStack>
            <FormField {...field('cancellationHours')} helper={t('eventForm.hints.cancellationHours')}>
              <Input recipe={inputRecipe} {...text('cancellationHours')} type="number" min="0" max="720" step="1" inputMode="numeric" />
            </FormField>
            <FormField {...field('coach')}>
              <Input recipe={inputRecipe} {...text('coach')} placeholder={t('eventForm.placeholders.coach')} />
            </FormField>
            <FormField {...field('tag')} helper={t('eventForm.hints.tag')}>
              <Input recipe={inputRecipe} {...text('tag')} placeholder={t('eventForm.placeholders.tag')} />
            </FormField>
            <GridItem colSpan={{ base: 1, md: 2 }}>
              <FormField {...field('description')} required>
                <Textarea recipe={textareaRecipe} {...text('description')} rows={6} />
              </FormField>
            </GridItem>
            <GridItem colSpan={{ base: 1, md: 2 }}>
              <FormField
                label={t('eventForm.fields.image')}
                error={imageProblem ? t(imageProblem) : undefined}
                helper={t('eventForm.hints.image')}
              >
                <ImagePicker
                  label={t('eventForm.fields.image')}
                  value={image}
                  onChange={setImage}
                  onProblem={setImageProblem}
                  disabled={submitting}
                />
              </FormField>
            </GridItem>
            {extraFields}
          </SimpleGrid>
        </Card.Body>
        <Card.Footer justifyContent="flex-end">
          <HStack gap="2">
            <Button variant="outline" onClick={onCancel} disabled={submitting}>
              {t('eventForm.cancel')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={submitting} loadingText={busyLabel}>
              {submitLabel}
            </Button>
          </HStack>
        </Card.Footer>
      </Card.Root>
    </form>
  );
}
