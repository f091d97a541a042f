import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function flatten(errors: ValidationError[]): string[] {
  return errors.flatMap((e) => [...Object.values(e.constraints ?? {}), ...flatten(e.children ?? [])]);
}

/**
 * Whitelists DTO fields, rejects unknown ones, transforms query strings to numbers, and
 * answers 400 with the DTOs' messages (the spec's wording) joined into one `message`.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => {
      const messages = [...new Set(flatten(errors))];
      return new BadRequestException({ message: messages.join(', '), errors: messages });
    },
  });
}
