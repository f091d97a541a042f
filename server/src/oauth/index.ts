// OAuth apps' public surface: the module (it registers its token resolver and app origins in common/app-access).
export { OAuthModule } from './oauth.module';
