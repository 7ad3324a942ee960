import { Table } from '@chakra-ui/react/table';

/**
 * A column header whose words never break inside. Chinese may break between any two characters,
 * so a header squeezed by its neighbours read "參加人" over "數"; keep-all keeps a Chinese word
 * whole (a header still wraps at its spaces, as "類型 / 報名" does), and English breaks only
 * between words. The table widens the column to the longest word instead.
 */
export function ColumnHeader(props: Table.ColumnHeaderProps) {
  return <Table.ColumnHeader wordBreak="keep-all" overflowWrap="normal" {...props} />;
}
