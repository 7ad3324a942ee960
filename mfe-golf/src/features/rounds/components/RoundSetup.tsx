import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { clubToday } from '@golf/contract/family';
import { playedHoles, type Course, type Nine } from '@golf/contract/golf';
import { EmptyState, ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { useLanguage } from '../../../utils/language';
import { useCourses } from '../../courses/api/get-courses';
import { newRoundId, useRoundStore } from '../store/round-store';
import { usePlayers } from './PlayerPicker';

/** Where and when a round is played, for whom, 18 holes or a nine; then scoring starts. */
export function RoundSetup({ ownerId, initialPersonId }: { ownerId: string; initialPersonId: string | null }) {
  const { t } = useTranslation('golf');
  const language = useLanguage();
  const { data: courses, error, loading, refetch } = useCourses();
  const { players } = usePlayers();
  const startDraft = useRoundStore((state) => state.startDraft);
  const [personId, setPersonId] = useState(initialPersonId ?? '');
  const [courseId, setCourseId] = useState('');
  const [teeId, setTeeId] = useState('');
  const [playedOn, setPlayedOn] = useState(clubToday());
  const [holes, setHoles] = useState<'18' | Nine>('18');
  const [problem, setProblem] = useState<{ course?: string; date?: string }>({});

  if (loading && !courses) return <LoadingState />;
  if (error && !courses) return <ErrorState message={t('entry.coursesFailed')} onRetry={() => void refetch()} />;
  if (!courses?.length) return <EmptyState title={t('entry.noCourses')} hint={t('entry.noCoursesHint')} />;

  const course: Course | undefined = courses.find((candidate) => candidate.id === courseId);
  const tee = course?.tees.find((candidate) => candidate.id === teeId);

  const start = (event: FormEvent) => {
    event.preventDefault();
    const next = { course: course && tee ? undefined : t('entry.chooseCourse'), date: playedOn && playedOn <= clubToday() ? undefined : t('entry.dateInvalid') };
    setProblem(next);
    if (!course || !tee || next.date) return;
    const nine = holes === '18' ? null : holes;
    const first = nine === 'back' ? 10 : 1;
    const player = players.find((candidate) => (candidate.personId ?? '') === personId) ?? players[0]!;
    startDraft({
      id: newRoundId(),
      ownerId,
      personId: player.personId,
      playerName: player.name,
      courseName: course.name,
      teeName: tee.name,
      teeId: tee.id,
      playedOn,
      nine,
      holes: playedHoles(tee.holes, nine).map((hole, at) => ({ ...hole, number: first + at })),
      rating18: { ...tee.ratings.full, par: tee.holes.reduce((sum, hole) => sum + hole.par, 0) },
    });
  };

  return (
    <form onSubmit={start} noValidate aria-label={t('entry.title')}>
      <Stack gap="5" maxW={{ md: 'lg' }}>
        <Text color="fg.muted">{t('entry.setupHint')}</Text>
        {players.length > 1 && (
          <TextField label={t('player.label')} name="player">
            <Select name="player" value={personId} onChange={setPersonId}>
              {players.map((player) => (
                <option key={player.personId ?? 'me'} value={player.personId ?? ''}>
                  {player.name}
                </option>
              ))}
            </Select>
          </TextField>
        )}
        <TextField label={t('entry.course')} name="course" required error={problem.course}>
          <Select
            name="course"
            value={courseId}
            onChange={(value) => {
              setCourseId(value);
              setTeeId(courses.find((candidate) => candidate.id === value)?.tees[0]?.id ?? '');
            }}
          >
            <option value="">{t('entry.coursePlaceholder')}</option>
            {courses.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name[language]}
              </option>
            ))}
          </Select>
        </TextField>
        <TextField label={t('entry.tee')} name="tee" required>
          <Select name="tee" value={teeId} onChange={setTeeId}>
            <option value="">{t('entry.teePlaceholder')}</option>
            {(course?.tees ?? []).map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </Select>
        </TextField>
        <TextField label={t('entry.date')} name="playedOn" required error={problem.date}>
          <Input recipe={inputRecipe} size="lg" name="playedOn" type="date" max={clubToday()} value={playedOn} onChange={(event) => setPlayedOn(event.target.value)} />
        </TextField>
        <TextField label={t('entry.holes')} name="holes">
          <Select name="holes" value={holes} onChange={(value) => setHoles(value as '18' | Nine)}>
            <option value="18">{t('entry.holes18')}</option>
            <option value="front">{t('entry.front')}</option>
            <option value="back">{t('entry.back')}</option>
          </Select>
        </TextField>
        <Button type="submit" colorPalette="brand" size="xl">
          {t('entry.start')}
        </Button>
      </Stack>
    </form>
  );
}
