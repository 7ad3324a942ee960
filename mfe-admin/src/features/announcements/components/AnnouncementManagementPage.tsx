import { useTranslation } from 'react-i18next';
import type { Announcement } from '@golf/contract/announcements';
import { EmptyState } from '@golf/shared/components/StatePanels';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { adminPaths, useAdminPath } from '../../../app/admin-paths';
import { PageHeader } from '../../../components/PageHeader';
import { RowDeleteDialog, useRowDelete } from '../../../components/list/RowDelete';
import { NewItemButton } from '../../../components/list/NewItemButton';
import { AdminList } from '../../../components/list/AdminList';
import { useListParams } from '../../../components/list/list-params';
import { PrevNextPager } from '../../../components/list/PrevNextPager';
import { useMediaQuery, WIDE_QUERY } from '@golf/shared/hooks/use-media-query';
import { deleteAnnouncement } from '../api/delete-announcement';
import { useAdminAnnouncements } from '../api/get-admin-announcements';
import { AnnouncementCards } from './AnnouncementCards';
import { AnnouncementsTable } from './AnnouncementsTable';
import '../texts';

/** /admin/announcement-management: every announcement, a page at a time (Previous / Next). */
export function AnnouncementManagementPage() {
  const { t } = useTranslation('admin');
  const to = useAdminPath();
  const { page, setPage } = useListParams();
  const { data, error, loading, refetch } = useAdminAnnouncements(page);
  const List = useMediaQuery(WIDE_QUERY) ? AnnouncementsTable : AnnouncementCards;

  const rows = data?.announcements ?? [];
  const totalPages = data?.totalPages ?? null;
  // Spec 02: Previous is disabled on page 1, Next when the page is empty; the page count the
  // server sends also stops Next on the last page.
  const nextDisabled = rows.length === 0 || (totalPages !== null && page >= totalPages);

  const del = useRowDelete<Announcement>({
    remove: (announcement) => deleteAnnouncement(announcement._id),
    deleted: t('announcements.deleted'),
    failed: t('announcements.deleteFailed'),
    after: () => {
      if (rows.length === 1 && page > 1) setPage(page - 1);
      return invalidateQueries(['admin', 'announcements']);
    },
  });

  return (
    <>
      <PageHeader
        title={t('announcements.title')}
        subtitle={t('announcements.subtitle')}
        actions={<NewItemButton label={t('announcements.newAnnouncement')} to={to(adminPaths.announcementCreate)} />}
      />
      <AdminList
        query={{ loading, error, refetch }}
        rows={data?.announcements}
        loadError={t('announcements.loadError')}
        empty={<EmptyState title={t('announcements.empty')} hint={page > 1 ? t('announcements.emptyPageHint') : t('announcements.emptyHint')} />}
        paging={{ page, totalPages: data?.totalPages, onPageChange: setPage, pager: 'own' }}
      >
        {(announcements) => <List announcements={announcements} editPath={(id) => to(adminPaths.announcementEdit(id))} onDelete={del.ask} />}
      </AdminList>
      <PrevNextPager
        page={page}
        loading={loading}
        nextDisabled={nextDisabled}
        previousLabel={t('announcements.previous')}
        nextLabel={t('announcements.next')}
        pageLabel={totalPages ? t('announcements.pageOf', { page: Math.min(page, totalPages), total: totalPages }) : t('announcements.pageLabel', { page })}
        onPageChange={setPage}
      />
      <RowDeleteDialog control={del} title={t('announcements.deleteTitle')} message={t('announcements.deleteMessage', { title: del.target?.title ?? '' })} />
    </>
  );
}
