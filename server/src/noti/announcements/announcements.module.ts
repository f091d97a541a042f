import { Module } from '@nestjs/common';
import { AnnouncementsController } from './announcements.controller';
import { AnnouncementsService } from './announcements.service';

/**
 * The dashboard banner's announcements, a module of its own beside NotiModule only because
 * app.module.ts registers it before PushModule: the OpenAPI document, and so the generated SDK,
 * lists routes in module order and keeps the order it had when this route lived in `legal/`.
 */
@Module({ controllers: [AnnouncementsController], providers: [AnnouncementsService] })
export class AnnouncementsModule {}
