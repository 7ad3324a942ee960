import { useState, type FormEvent } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { Family } from '@golf/contract/family';
import { errorText } from '@golf/shared/api/client';
import { fieldErrorText, useForm, type FieldRules } from '@golf/shared/forms/use-form';
import { requiredEmail } from '@golf/shared/forms/rules';
import { fieldSlotRecipe } from '@golf/shared/theme/recipes/field';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { readableDate } from '@golf/shared/utils/relative-time';
import { SectionCard } from '../../../components/SectionCard';
import { inviteGuardian } from '../api/invite-guardian';

type InviteValues = { email: string };
const RULES: FieldRules<InviteValues> = { email: requiredEmail({ required: 'guardians.emailRequired', invalid: 'guardians.emailInvalid' }) };

/** Who looks after the juniors, the invitations still open, and a second guardian's invitation. */
export function GuardiansSection({ family, onInvited }: { family: Family; onInvited: () => void }) {
  const { t, i18n } = useTranslation('family');
  const { values, errors, setField, validate, reset } = useForm<InviteValues>({ email: '' }, RULES);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    setSending(true);
    const email = values.email.trim();
    try {
      await inviteGuardian(email);
      toastSuccess(t('guardians.sent', { email }));
      reset({ email: '' });
      onInvited();
    } catch (error) {
      // The address stays in the field for another try.
      toastError(t('guardians.sendFailed'), errorText(error, '') || undefined);
    } finally {
      setSending(false);
    }
  };

  return (
    <SectionCard title={t('guardians.title')} testId="family-guardians">
      <Stack gap="5">
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {family.guardians.map((guardian) => (
            <Flex as="li" key={guardian._id} gap="2" align="center" wrap="wrap">
              <Text fontWeight="medium">{guardian.fullName}</Text>
              <Text color="fg.muted" fontSize="sm">
                {guardian.email}
              </Text>
              {guardian.you && (
                <Badge variant="subtle" colorPalette="brand">
                  {t('guardians.you')}
                </Badge>
              )}
            </Flex>
          ))}
          {family.invites.map((invite) => (
            <Text as="li" key={invite.email} color="fg.muted" fontSize="sm">
              {t('guardians.pending', { email: invite.email, date: readableDate(invite.expiresAt, i18n.language) })}
            </Text>
          ))}
        </Stack>
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {t('guardians.inviteTitle')}
          </Heading>
          {family.juniors.length === 0 ? (
            <Text color="fg.muted">{t('guardians.inviteNeedsJunior')}</Text>
          ) : (
            <form onSubmit={submit} noValidate aria-label={t('guardians.inviteTitle')}>
              <Stack gap="3">
                <Text color="fg.muted" fontSize="sm">
                  {t('guardians.inviteHint')}
                </Text>
                <Field.Root recipe={fieldSlotRecipe} required invalid={!!errors.email}>
                  <Field.Label>
                    {t('guardians.email')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input recipe={inputRecipe} name="email" type="email" autoComplete="off" value={values.email} onChange={(event) => setField('email', event.target.value)} maxLength={254} />
                  {errors.email && <Field.ErrorText>{fieldErrorText(t, errors.email)}</Field.ErrorText>}
                </Field.Root>
                <Button type="submit" colorPalette="brand" variant="outline" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={sending} loadingText={t('guardians.sending')}>
                  {t('guardians.send')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
