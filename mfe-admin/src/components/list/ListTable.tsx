import type { ReactNode } from 'react';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { tableSlotRecipe } from '@golf/shared/theme/recipes/table';

/** A list on a wide screen: the header row of `columns` (ColumnHeaders), then one row per item. */
export function ListTable({ columns, interactive, children }: { columns: ReactNode; interactive?: boolean; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="white">
      <Table.Root recipe={tableSlotRecipe} size="sm" interactive={interactive} whiteSpace="normal">
        <Table.Header>
          <Table.Row bg="gray.50">{columns}</Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A row's buttons, at the row's end; `wrap` lets many wrap before the table scrolls sideways. */
export function RowActionsCell({ wrap, children }: { wrap?: boolean; children: ReactNode }) {
  return (
    <Table.Cell textAlign="end">
      <HStack gap="1" justify="flex-end" wrap={wrap ? 'wrap' : undefined}>
        {children}
      </HStack>
    </Table.Cell>
  );
}
