import { ApiProperty } from '@nestjs/swagger';

export class ProfilePictureDto {
  /** Path under the API prefix: GET /api/{profile_picture} serves it. */
  profile_picture: string;
}

/** The multipart body of an upload (documented for the SDK; parsed by the service). */
export class UploadProfilePictureDto {
  /** A JPEG, PNG, WebP or GIF image, at most 10 MB. */
  @ApiProperty({ type: 'string', format: 'binary' })
  profile_picture: Blob;
}
