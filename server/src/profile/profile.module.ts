import { Module } from '@nestjs/common';
import { UsersModule } from '../users';
import { ProfilePictureController } from './profile-picture.controller';
import { ProfilePictureService } from './profile-picture.service';
import { ProfilePictureStore } from './profile-picture-store';

/** The member's profile picture (the rest of the profile is the users module's). */
@Module({
  imports: [UsersModule],
  controllers: [ProfilePictureController],
  providers: [ProfilePictureService, ProfilePictureStore],
  exports: [ProfilePictureStore],
})
export class ProfileModule {}
