import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { clubToday } from '@golf/contract/family';
import type { CompetitionEvent } from '@golf/contract/golf-competition';
import { errorText } from '@golf/shared/api/client';
import { ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { SwitchField } from '@golf/shared/components/SwitchField';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { useLanguage } from '../../../utils/language';
import { useCourses } from '../../courses/api/get-courses';
import { createCompetition } from '../api/create-competition';

/** The admin's form: an event, a course's tee, 18 holes or a nine, the age cut-off date, divisions by gender or not. */
export function CompetitionSetup({ events }: { events: readonly CompetitionEvent[] }) {
  const { t } = useTranslation('golf');
  const language = useLanguage();
  const navigate = useNavigate();
  const { data: courses, error: coursesError, loading: coursesLoading, refetch } = useCourses();
  const [eventId, setEventId] = useState('');
  const [teeId, setTeeId] = useState('');
  const [holes, setHoles] = useState('18');
  const [cutOff, setCutOff] = useState(() => `${clubToday().slice(0, 4)}-12-31`);
  const [byGender, setByGender] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const created = await createCompetition({ eventId, teeId, nine: holes === '18' ? null : (holes as 'front' | 'back'), cutOff, byGender });
      await invalidateQueries(['golf', 'admin', 'competitions']);
      navigate(`/golf/admin/competitions/${created.id}`);
    } catch (error) {
      setFailure(errorText(error, t('competitions.createFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="section" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} aria-labelledby="competition-setup">
      <Heading as="h2" size="lg" id="competition-setup" mb="3">
        {t('competitions.setUp')}
      </Heading>
      {coursesLoading && !courses ? (
        <LoadingState />
      ) : coursesError && !courses ? (
        <ErrorState message={t('courses.loadFailed')} onRetry={() => void refetch()} />
      ) : !events.length ? (
        <Text color="fg.muted">{t('competitions.noEvents')}</Text>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4" maxW="xl">
            <TextField label={t('competitions.event')} name="eventId" required>
              <Select name="eventId" value={eventId} onChange={setEventId}>
                <option value="">{t('competitions.chooseEvent')}</option>
                {events.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.date} · {item.name} · {t('competitions.enrolled', { count: item.enrolled })}
                  </option>
                ))}
              </Select>
            </TextField>
            <TextField label={t('competitions.course')} name="teeId" required>
              <Select name="teeId" value={teeId} onChange={setTeeId}>
                <option value="">{t('competitions.chooseTee')}</option>
                {(courses ?? []).flatMap((course) =>
                  course.tees.map((tee) => (
                    <option key={tee.id} value={tee.id}>
                      {course.name[language]} · {tee.name}
                    </option>
                  )),
                )}
              </Select>
            </TextField>
            <TextField label={t('competitions.holes')} name="holes">
              <Select name="holes" value={holes} onChange={setHoles}>
                <option value="18">{t('competitions.holes18')}</option>
                <option value="front">{t('competitions.front')}</option>
                <option value="back">{t('competitions.back')}</option>
              </Select>
            </TextField>
            <TextField label={t('competitions.cutOff')} name="cutOff" hint={t('competitions.cutOffHint')} required>
              <Input recipe={inputRecipe} type="date" size="lg" name="cutOff" value={cutOff} onChange={(event) => setCutOff(event.target.value)} />
            </TextField>
            <SwitchField label={t('competitions.byGender')} checked={byGender} onChange={setByGender} />
            {failure && (
              <Text color="red.700" role="alert">
                {failure}
              </Text>
            )}
            <Button type="submit" colorPalette="brand" size="lg" alignSelf="flex-start" loading={busy} loadingText={t('competitions.creating')}>
              {t('competitions.create')}
            </Button>
          </Stack>
        </form>
      )}
    </Box>
  );
}
