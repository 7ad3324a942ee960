import { useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { PrivacyNoticeLink } from '@golf/shared/components/PrivacyNoticeLink';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@golf/shared/theme/recipes/textarea';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { FormField } from '../../../components/FormField';
import { useForm, type FieldRules } from '@golf/shared/forms/use-form';
import { required, requiredEmail } from '@golf/shared/forms/rules';
import { submitContactForm, type ContactEnquiry } from '../api/submit-contact-form';

const INITIAL: ContactEnquiry = { name: '', email: '', phone: '', enquiry: '' };
const RULES: FieldRules<ContactEnquiry> = { name: required(), email: requiredEmail(), phone: required(), enquiry: required() };

/**
 * The enquiry form: every field required after trimming, a simple email pattern; success clears
 * it, failure keeps what was typed (spec 01 §4, §5, §8).
 */
export function ContactForm() {
  const { t } = useTranslation('shell');
  const { values, errors, setField, validate, reset } = useForm(INITIAL, RULES);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !validate()) return;
    setSubmitting(true);
    try {
      await submitContactForm({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        enquiry: values.enquiry.trim(),
      });
      reset();
      toastSuccess(t('contact.form.sentTitle'), t('contact.form.sentDescription'));
    } catch {
      toastError(t('contact.form.errorTitle'), t('contact.form.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  const input = (name: keyof ContactEnquiry) => ({
    name,
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => setField(name, event.currentTarget.value),
  });

  return (
    <Card.Root recipe={cardSlotRecipe} as="section" aria-labelledby="contact-form-title" h="full">
      <Card.Header>
        <Heading id="contact-form-title" as="h2" size="xl">
          {t('contact.form.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={onSubmit} noValidate aria-label={t('contact.form.title')}>
          <Stack gap="4">
            {/* The spec's order, which is also the order a screen reader and the Tab key follow. */}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label={t('contact.form.name')} error={errors.name} required>
                <Input recipe={inputRecipe} autoComplete="name" maxLength={100} {...input('name')} />
              </FormField>
              <FormField label={t('contact.form.email')} error={errors.email} required>
                <Input recipe={inputRecipe} type="email" autoComplete="email" placeholder={t('fields.emailPlaceholder')} {...input('email')} />
              </FormField>
            </SimpleGrid>
            <FormField label={t('contact.form.phone')} error={errors.phone} required>
              <Input recipe={inputRecipe} type="tel" inputMode="tel" autoComplete="tel" maxLength={30} {...input('phone')} />
            </FormField>
            <FormField label={t('contact.form.enquiry')} error={errors.enquiry} required>
              <Textarea recipe={textareaRecipe} rows={6} maxLength={5000} placeholder={t('contact.form.enquiryPlaceholder')} {...input('enquiry')} />
            </FormField>
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              loading={submitting}
              loadingText={t('contact.form.submitting')}
            >
              {t('contact.form.submit')}
            </Button>
            <PrivacyNoticeLink />
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
