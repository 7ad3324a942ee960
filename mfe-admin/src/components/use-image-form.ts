import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, useForm, type FormCheck } from '@golf/shared/forms/use-form';
import { focusFirstInvalid } from './focus-first-invalid';
import { resolveImage, type ImageChoice } from './image-choice';
import { toastFailure } from './toast-failure';

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

interface ImageFormOptions<V> {
  initialValues: V;
  initialImage: ImageChoice;
  /** The form's rules: a contract schema or per-field rules (@golf/shared/forms). */
  check: FormCheck<V>;
  /** Catalogue prefix of the form's texts: `${texts}.fields.<key>`, `${texts}.toast.imageFailed`. */
  texts: string;
  /** Saves; throws to keep the form as typed (the caller has told the person). */
  save: (values: V, imageFileId: string | null) => Promise<void>;
}

/**
 * The admin's forms with an optional image (events, announcements): useForm's values and
 * per-field errors, props for text inputs and labelled fields, and the submit flow: validate and
 * focus the first problem, upload the image, save, keep everything on failure.
 */
export function useImageForm<V extends object>({ initialValues, initialImage, check, texts, save }: ImageFormOptions<V>) {
  const { t } = useTranslation('admin');
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, setField: set, validate } = useForm(initialValues, check);
  const [image, setImage] = useState(initialImage);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const text = (key: StringKeys<V>) => ({
    name: String(key),
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as V[typeof key]),
    disabled: submitting,
    bg: 'white',
  });
  const field = (key: keyof V) => ({
    label: t(`${texts}.fields.${String(key)}`),
    error: fieldErrorText(t, errors[key]) ?? undefined,
    disabled: submitting,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate() || imageProblem) return focusFirstInvalid(formRef.current);
    setSubmitting(true);
    let imageFileId: string | null;
    try {
      imageFileId = await resolveImage(image);
    } catch (caught) {
      toastFailure(t(`${texts}.toast.imageFailed`), caught);
      setSubmitting(false);
      return;
    }
    try {
      await save(values, imageFileId);
    } catch {
      // The caller showed the failure; everything typed stays.
    } finally {
      setSubmitting(false);
    }
  };

  return { formRef, values, errors, set, text, field, image, setImage, imageProblem, setImageProblem, submitting, submit };
}
