import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@golf/shared/theme/recipes/dialog';
import { Field } from '@chakra-ui/react/field';
import { fieldSlotRecipe } from '@golf/shared/theme/recipes/field';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@golf/shared/theme/recipes/textarea';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@golf/shared/api/client';
import { PrivacyNoticeLink } from '@golf/shared/components/PrivacyNoticeLink';
import type { FamilyParticipant, GolfEvent } from '@golf/contract/event-shapes';
import { WhoIsGoing } from './WhoIsGoing';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import '@golf/shared/i18n/contract-catalogue';
import { fieldErrorText, firstError, useForm } from '@golf/shared/forms/use-form';
import { failureDescription } from '../../../hooks/use-error-toast';
import { bookingSpotsNotice } from '../../../utils/availability';
import { enrollInEvent } from '../api/enroll-in-event';
import { BOOKING_CHECK, bookingFormFrom, hasEmptyRequired, validateBooking, type BookingForm } from '../utils/booking-form';

interface BookingDialogProps {
  event: GolfEvent;
  open: boolean;
  onClose: () => void;
  /** A guardian's family members not booked yet: the dialog asks who is going (all chosen at first). */
  family?: FamilyParticipant[];
}

/**
 * Name, email and phone (prefilled from the profile) and optional remarks; then POST enroll. The
 * event's queries are then invalidated: the page shows the enrolment, the lists the places left.
 */
export function BookingDialog({ event, open, onClose, family }: BookingDialogProps) {
  const { t } = useTranslation('events');
  const profile = useAuthStore((state) => state.profile);
  const [initial] = useState(() => bookingFormFrom(profile));
  const { values: form, errors, setField, validate, reset } = useForm(initial, BOOKING_CHECK);
  // One message above the fields (the spec's "Please fill in all required fields"); each field in error is marked.
  const error = firstError(errors);
  const [submitting, setSubmitting] = useState(false);
  const remaining = bookingSpotsNotice(event);
  const [chosen, setChosen] = useState<string[]>([]);
  // Places for all or none (the server's rule): more chosen than left is refused before sending.
  const tooMany = !!family && remaining !== null && chosen.length > remaining;

  // A fresh form from the profile each time the dialog opens; entries survive a failed attempt.
  useEffect(() => {
    if (open) setChosen(family?.map((person) => person.personId) ?? []);
    if (open) reset(bookingFormFrom(profile));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form is refilled when the dialog opens, not when the profile refreshes under the user's typing
  }, [open]);

  const change = (field: keyof BookingForm) => (e: { target: { value: string } }) => setField(field, e.target.value);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validate() && validateBooking(form);
    if (!checked || 'error' in checked) return;
    if (family && (chosen.length === 0 || tooMany)) return;
    setSubmitting(true);
    try {
      const booked = await enrollInEvent(event._id, family ? { ...checked.request, participants: chosen } : checked.request);
      toastSuccess(booked.length > 1 ? t('family.booked', { count: booked.length }) : t('booking.success'), t('booking.successHint'));
      onClose();
      await invalidateQueries(['events']);
    } catch (caught) {
      toastError(t('booking.failure'), failureDescription(caught, t('booking.failure')));
      // A full or closed event changed under the user: show the current state behind the dialog.
      if (caught instanceof ApiError && caught.httpStatus === 409) await invalidateQueries(['events']);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} onOpenChange={(details) => !details.open && !submitting && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            {/* display: contents keeps the dialog's own header/body/footer layout around the form. */}
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title>{t('booking.dialogTitle', { name: event.name })}</Dialog.Title>
                <Dialog.Description fontSize="sm" color="gray.600">
                  {t('booking.dialogHint')}
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {remaining !== null && (
                  <Text color="orange.600" fontWeight="semibold" fontSize="sm">
                    {t('booking.spotsRemaining', { count: remaining })}
                  </Text>
                )}
                {error && (
                  <Alert.Root recipe={alertSlotRecipe} status="error" variant="subtle" borderRadius="md">
                    <Alert.Indicator />
                    <Alert.Title role="alert">{fieldErrorText(t, error)}</Alert.Title>
                  </Alert.Root>
                )}
                {family && <WhoIsGoing family={family} chosen={chosen} onChange={setChosen} tooMany={tooMany} remaining={remaining} />}
                <Field.Root recipe={fieldSlotRecipe} required invalid={!!errors.name}>
                  <Field.Label>
                    {family ? t('family.contactName') : t('booking.name')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input recipe={inputRecipe} value={form.name} onChange={change('name')} autoComplete="name" maxLength={100} />
                </Field.Root>
                <Field.Root recipe={fieldSlotRecipe} required invalid={!!errors.email}>
                  <Field.Label>
                    {t('booking.email')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input recipe={inputRecipe} type="email" value={form.email} onChange={change('email')} autoComplete="email" maxLength={200} />
                </Field.Root>
                <Field.Root recipe={fieldSlotRecipe} required invalid={!!errors.phone}>
                  <Field.Label>
                    {t('booking.phone')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input recipe={inputRecipe} type="tel" value={form.phone} onChange={change('phone')} autoComplete="tel" maxLength={30} />
                </Field.Root>
                <Field.Root recipe={fieldSlotRecipe}>
                  <Field.Label>
                    {t('booking.remarks')}
                    <Text as="span" color="gray.500" fontWeight="normal">
                      ({t('booking.optional')})
                    </Text>
                  </Field.Label>
                  <Textarea recipe={textareaRecipe} value={form.remarks} onChange={change('remarks')} placeholder={t('booking.remarksPlaceholder')} rows={3} maxLength={1000} />
                </Field.Root>
                <PrivacyNoticeLink />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={submitting}>
                {t('booking.cancel')}
              </Button>
              <Button type="submit" colorPalette="brand" disabled={hasEmptyRequired(form) || (!!family && (chosen.length === 0 || tooMany))} loading={submitting} loadingText={t('booking.submitting')}>
                {t('booking.confirm')}
              </Button>
            </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
