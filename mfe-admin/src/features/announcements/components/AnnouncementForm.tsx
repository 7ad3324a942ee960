import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { GridItem } from '@chakra-ui/react/grid';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { BilingualField } from '../../../components/BilingualField';
import { FormField } from '../../../components/FormField';
import { ImagePicker } from '../../../components/ImagePicker';
import { SelectField } from '../../../components/SelectField';
import { SwitchField } from '@golf/shared/components/SwitchField';
import type { ImageChoice } from '../../../components/image-choice';
import { useImageForm } from '../../../components/use-image-form';
import '@golf/shared/i18n/contract-catalogue';
import { ANNOUNCEMENT_CHECK, CATEGORIES, SCOPES, type AnnouncementFormValues } from '../utils/announcement-form';
import '../texts';

interface AnnouncementFormProps {
  initialValues: AnnouncementFormValues;
  initialImage: ImageChoice;
  submitLabel: string;
  busyLabel: string;
  /** Saves; throws to keep the form as typed. */
  onSubmit: (values: AnnouncementFormValues, imageFileId: string | null) => Promise<void>;
  onCancel: () => void;
}

/** Create and edit: idle, submitting (everything disabled, progress label), idle again. */
export function AnnouncementForm({ initialValues, initialImage, submitLabel, busyLabel, onSubmit, onCancel }: AnnouncementFormProps) {
  const { t } = useTranslation('admin');
  const { formRef, values, set, text, field, image, setImage, imageProblem, setImageProblem, submitting, submit } = useImageForm({
    initialValues,
    initialImage,
    check: ANNOUNCEMENT_CHECK,
    texts: 'announcementForm',
    save: onSubmit,
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Card.Root recipe={cardSlotRecipe} variant="outline" bg="white">
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <GridItem colSpan={{ base: 1, md: 2 }}>
              <BilingualField name="title" {...field('title')} value={values.title} onChange={(value) => set('title', value)} required maxLength={200} />
            </GridItem>
            <FormField {...field('scope')} required helper={t('announcementForm.hints.scope')}>
              <SelectField
                name="scope"
                value={values.scope}
                onChange={(value) => set('scope', value as AnnouncementFormValues['scope'])}
                options={SCOPES.map((scope) => ({ value: scope, label: t(`scopes.${scope}`) }))}
                disabled={submitting}
              />
            </FormField>
            <FormField {...field('category')}>
              <SelectField
                name="category"
                value={values.category}
                onChange={(value) => set('category', value as AnnouncementFormValues['category'])}
                placeholder={t('announcementForm.noCategory')}
                options={CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
                disabled={submitting}
              />
            </FormField>
            <FormField {...field('displayDate')} required helper={t('announcementForm.hints.displayDate')}>
              <Input recipe={inputRecipe} {...text('displayDate')} type="date" />
            </FormField>
            <FormField {...field('displayCreatedBy')} required>
              <Input recipe={inputRecipe} {...text('displayCreatedBy')} maxLength={100} />
            </FormField>
            <GridItem colSpan={{ base: 1, md: 2 }}>
              <BilingualField name="content" {...field('content')} value={values.content} onChange={(value) => set('content', value)} required multiline maxLength={20_000} />
            </GridItem>
            <GridItem colSpan={{ base: 1, md: 2 }}>
              <FormField label={t('announcementForm.fields.image')} error={imageProblem ? t(imageProblem) : undefined}>
                <ImagePicker
                  label={t('announcementForm.fields.image')}
                  value={image}
                  onChange={setImage}
                  onProblem={setImageProblem}
                  disabled={submitting}
                />
              </FormField>
            </GridItem>
            <GridItem colSpan={{ base: 1, md: 2 }}>
              <SwitchField
                label={t('announcementForm.fields.featured')}
                hint={t('announcementForm.hints.featured')}
                checked={values.featured}
                onChange={(checked) => set('featured', checked)}
                disabled={submitting}
              />
            </GridItem>
          </SimpleGrid>
        </Card.Body>
        <Card.Footer justifyContent="flex-end">
          <HStack gap="2">
            <Button variant="outline" onClick={onCancel} disabled={submitting}>
              {t('announcementForm.cancel')}
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
