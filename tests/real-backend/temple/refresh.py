"""
The remedy for a refresh answer lost on its way (docs/backend.md, "A refresh answer lost"): with
rotation and blacklisting, a tab that closes (or a network that drops) after the server rotated the
refresh token but before the browser stored the new one leaves every tab holding a blacklisted
token, and the session ends everywhere. Here the server remembers, for each rotation, the refresh
token it gave; the old token presented again within REFRESH_GRACE gets that same token again (with
a new access token), as long as it is still good: not used since, not revoked by a sign-out, not
expired. Past the grace, or once the new token was used, the old one is refused as before.
"""
from datetime import timedelta

from django.conf import settings
from django.utils import timezone
from rest_framework_simplejwt.serializers import TokenRefreshSerializer
from rest_framework_simplejwt.settings import api_settings
from rest_framework_simplejwt.tokens import RefreshToken, TokenError

from .models import Rotation

GRACE = timedelta(seconds=getattr(settings, 'REFRESH_GRACE_SECONDS', 600))


class RefreshTokenUnlessRotated(RefreshToken):
    """A refresh token checked for everything (signature, type, expiry) except the blacklist."""

    def check_blacklist(self):
        pass


class RefreshWithGraceSerializer(TokenRefreshSerializer):
    def validate(self, attrs):
        try:
            old = RefreshToken(attrs['refresh'])
        except TokenError:
            given = self.given_again(attrs['refresh'])
            if given is None:
                raise
            return given
        data = super().validate(attrs)
        Rotation.objects.create(old_jti=old[api_settings.JTI_CLAIM], refresh=data['refresh'])
        return data

    def given_again(self, raw):
        """The answer of a recent rotation of this token, if the token it gave is still good."""
        try:
            old = RefreshTokenUnlessRotated(raw)
        except TokenError:
            return None
        rotation = Rotation.objects.filter(old_jti=old[api_settings.JTI_CLAIM], at__gte=timezone.now() - GRACE).first()
        if rotation is None:
            return None
        try:
            given = RefreshToken(rotation.refresh)
        except TokenError:
            return None
        return {'access': str(given.access_token), 'refresh': rotation.refresh}
