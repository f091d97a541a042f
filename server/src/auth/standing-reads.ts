import { Injectable } from '@nestjs/common';
import type { StandingDto } from './dto/member-standing.dto';

/**
 * A suspended member's sign-in answers their standing (issue 42). The standing module hands its
 * read in at start (StandingModule.onModuleInit), as prayer fills noti's reads: standing sits
 * above auth, so auth cannot import it.
 */
@Injectable()
export class StandingReadsService {
  private read: ((userId: number) => Promise<StandingDto>) | null = null;

  register(read: (userId: number) => Promise<StandingDto>): void {
    this.read = read;
  }

  standingOf(userId: number): Promise<StandingDto> {
    if (!this.read) throw new Error('No standing read registered: StandingModule is not loaded');
    return this.read(userId);
  }
}
