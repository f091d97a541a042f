export class AnnouncementDto {
  announcement_id: number;
  message: string;
  display_from: Date;
  display_until: Date;
}

export class AnnouncementsDto {
  /** Announcements whose display window contains the current time, newest window first. */
  announcements: AnnouncementDto[];
}
