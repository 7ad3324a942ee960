import { useId, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { DashboardPanel, DashboardPeriod } from '@golf/contract/dashboard';
import { errorText } from '@golf/shared/api/client';
import { EmptyState, ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { tableSlotRecipe } from '@golf/shared/theme/recipes/table';
import { toastSuccess } from '@golf/shared/theme/toaster';
import { toastFailure } from '../../../components/toast-failure';
import { downloadDashboardCsv } from '../api/download-dashboard-csv';
import { PRINTING_ATTRIBUTE } from './print-styles';
import '../texts';

interface PanelQuery<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  refetch: () => Promise<void>;
}

export interface PanelContent {
  /** Headline figures above the chart. */
  figures?: ReactNode;
  /** The chart (absent for a panel that is a list). */
  chart?: ReactNode;
  /** The chart's figures as a table: visually hidden beside the chart, shown on request and on paper. */
  table?: { columns: string[]; rows: ReactNode[][] };
  /** Below everything (links). */
  footer?: ReactNode;
}

interface PanelFrameProps<T> {
  panel: DashboardPanel;
  title: string;
  period: DashboardPeriod;
  query: PanelQuery<T>;
  /** The empty state's words when there is nothing to show, else null. */
  emptyOf: (data: T) => { title: string; hint: string } | null;
  render: (data: T) => PanelContent;
}

/**
 * One dashboard panel: its title, the switch between chart and table, print and CSV, and every
 * state (loading, error with Retry, empty). Figures already on screen stay while the next
 * period's load (dimmed), so the page does not jump.
 */
export function PanelFrame<T>({ panel, title, period, query, emptyOf, render }: PanelFrameProps<T>) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const { data, error, loading, refetch } = query;
  const content = data === undefined ? null : render(data);
  const empty = data === undefined ? null : emptyOf(data);

  const print = () => {
    document.body.setAttribute(PRINTING_ATTRIBUTE, panel);
    const done = () => {
      document.body.removeAttribute(PRINTING_ATTRIBUTE);
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  };

  const download = async () => {
    setDownloading(true);
    try {
      toastSuccess(t('dashboard.actions.csvDone', { name: await downloadDashboardCsv(panel, period) }));
    } catch (caught) {
      toastFailure(t('dashboard.actions.csvFailed'), caught);
    } finally {
      setDownloading(false);
    }
  };

  let body: ReactNode;
  if (data === undefined && error) body = <ErrorState message={errorText(error, t('dashboard.loadError'))} onRetry={() => void refetch()} />;
  else if (data === undefined) body = <LoadingState label={t('dashboard.loading')} />;
  else if (empty) body = <EmptyState title={empty.title} hint={empty.hint} />;
  else if (content) {
    const tableHidden = Boolean(content.chart) && !asTable;
    const caption = content.chart ? t('dashboard.tableCaption', { title }) : title;
    body = (
      <>
        {content.figures}
        {content.chart && !asTable && <Box mt="4">{content.chart}</Box>}
        {content.table && (
          <Box data-figures-table={tableHidden ? 'hidden' : 'shown'} mt={tableHidden ? undefined : '4'}>
            {tableHidden ? (
              // Read by screen readers only: no scrolling box around it (nothing to scroll, and a
              // scrolling box must be reachable by keyboard).
              <FiguresTable caption={caption} table={content.table} />
            ) : (
              <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={t('dashboard.tableRegion', { title })}>
                <FiguresTable caption={caption} table={content.table} />
              </Table.ScrollArea>
            )}
          </Box>
        )}
        {content.footer}
      </>
    );
  }

  return (
    <Card.Root
      recipe={cardSlotRecipe}
      variant="outline"
      bg="white"
      as="section"
      aria-labelledby={headingId}
      data-dashboard-panel={panel}
      aria-busy={loading}
      minW="0"
    >
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Flex gap="2" align={{ base: 'stretch', sm: 'center' }} justify="space-between" direction={{ base: 'column', sm: 'row' }} wrap="wrap">
          <Heading as="h2" size="lg" id={headingId}>
            {title}
          </Heading>
          <Flex gap="2" wrap="wrap" data-print-hide>
            {content?.chart && (
              <Button size="sm" variant="outline" aria-pressed={asTable} onClick={() => setAsTable((value) => !value)}>
                {asTable ? t('dashboard.actions.showChart') : t('dashboard.actions.showTable')}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={print} disabled={!content} aria-label={`${t('dashboard.actions.print')}: ${title}`}>
              {t('dashboard.actions.print')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => void download()} loading={downloading} disabled={!content} aria-label={`${t('dashboard.actions.csv')}: ${title}`}>
              {t('dashboard.actions.csv')}
            </Button>
          </Flex>
        </Flex>
        {data !== undefined && error ? (
          <Text color="red.600" role="alert" fontSize="sm">
            {errorText(error, t('dashboard.loadError'))}
          </Text>
        ) : null}
        <Box opacity={loading && data !== undefined ? 0.6 : 1} transition="opacity 0.2s">
          {body}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/** The figures as a table: a caption, column headers, and each row's first cell as its header. */
function FiguresTable({ caption, table }: { caption: string; table: NonNullable<PanelContent['table']> }) {
  return (
    <Table.Root recipe={tableSlotRecipe} size="sm">
      <Table.Caption captionSide="top" textAlign="start" px="2" py="1" color="fg.muted" fontSize="sm">
        {caption}
      </Table.Caption>
      <Table.Header>
        <Table.Row bg="gray.50">
          {table.columns.map((column, index) => (
            <Table.ColumnHeader key={column} scope="col" textAlign={index === 0 ? 'start' : 'end'}>
              {column}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {table.rows.map((row, rowIndex) => (
          <Table.Row key={rowIndex}>
            {row.map((cell, index) =>
              index === 0 ? (
                <Table.Cell key={index} as="th" scope="row" fontWeight="medium">
                  {cell}
                </Table.Cell>
              ) : (
                <Table.Cell key={index} textAlign="end" fontVariantNumeric="tabular-nums">
                  {cell}
                </Table.Cell>
              ),
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Headline figures: label and value, two to five across. */
export function FigureTiles({ figures }: { figures: Array<{ label: string; value: string; tone?: 'warning' | 'danger' }> }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="repeat(auto-fill, minmax(7.5rem, 1fr))" gap="2">
      {figures.map((figure) => (
        <Box key={figure.label} borderWidth="1px" rounded="md" p="2" bg={figure.tone === 'danger' ? 'red.50' : figure.tone === 'warning' ? 'orange.50' : 'gray.50'}>
          <Text as="dt" fontSize="xs" color="fg.muted">
            {figure.label}
          </Text>
          <Text as="dd" fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {figure.value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
