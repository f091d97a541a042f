import { Module } from '@nestjs/common';
import { UsersModule } from '../users';
import { ProfilePictureController } from './profile-picture.controller';
import { ProfilePictureService } from './profile-picture.service';
import { ProfilePictureStorageService } from './profile-picture-storage.service';

/** The member's profile picture (the rest of the profile is the users module's). */
@Module({
  imports: [UsersModule],
  controllers: [ProfilePictureController],
  providers: [ProfilePictureService, ProfilePictureStorageService],
  exports: [ProfilePictureStorageService],
})
export class ProfileModule {}
