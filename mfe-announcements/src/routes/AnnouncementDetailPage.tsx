import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { AnnouncementDetail } from '../features/announcements/components/AnnouncementDetail';

/** /announcements/:announcementId */
export function AnnouncementDetailPage() {
  const { announcementId = '' } = useParams();
  // A card far down the hub would otherwise open the article scrolled to the same depth.
  useEffect(() => window.scrollTo(0, 0), [announcementId]);
  return <AnnouncementDetail id={announcementId} />;
}
