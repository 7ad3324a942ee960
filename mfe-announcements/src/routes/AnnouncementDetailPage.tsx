import { useParams } from 'react-router-dom';
import { AnnouncementDetail } from '../features/announcements/components/AnnouncementDetail';

/** /announcements/:announcementId (the shell scrolls to the top when the address changes). */
export function AnnouncementDetailPage() {
  const { announcementId = '' } = useParams();
  return <AnnouncementDetail id={announcementId} />;
}
