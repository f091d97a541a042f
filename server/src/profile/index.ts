// Profile's public surface: the module and the picture store the member purge removes files with.
export { ProfileModule } from './profile.module';
export { ProfilePictureStorageService } from './profile-picture-storage.service';
