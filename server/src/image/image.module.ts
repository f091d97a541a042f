import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { ImageController } from './image.controller';
import { ProfilePictureService } from './profile-picture.service';
import { ProfilePictureStore } from './profile-picture-store';

@Module({
  imports: [UsersModule],
  controllers: [ImageController],
  providers: [ProfilePictureService, ProfilePictureStore],
  exports: [ProfilePictureStore],
})
export class ImageModule {}
