import { useParams } from 'react-router-dom';
import { AnnouncementDetail } from '../features/announcements/components/AnnouncementDetail';

/** /announcements/:announcementId */
export function AnnouncementDetailPage() {
  const { announcementId = '' } = useParams();
  return <AnnouncementDetail id={announcementId} />;
}
