"""
Settings of the reference server, configured the way docs/backend.md asks, with the variants the
browser tests walk (environment variables, set by tests/real-backend/servers.ts):

  TBO_PAGINATION   link (default): a JSON array and a Link header, page_size up to 100;
                   envelope: DRF's stock PageNumberPagination, {count, next, previous, results}.
  TBO_AUTH         jwt (default): simplejwt's JWTAuthentication only (401 with WWW-Authenticate);
                   session-first: SessionAuthentication listed first, as DRF's defaults do (403).
  TBO_HEADER_TYPE  JWT (default), or simplejwt's own default Bearer, which the app does not send.
  TBO_CORS_HEADERS app (default): django-cors-headers' default headers and X-Temple-ID;
                   default: its default headers only, which refuses the app's X-Temple-ID.
  TBO_APP_ORIGINS  the app's origins allowed by CORS (comma-separated).
  TBO_SCRIPT_NAME  the path a same-origin proxy serves the API under (e.g. /api), so the absolute
                   urls the API returns carry it.
  TBO_ACCESS_SECONDS  the access tokens' lifetime (short: the tests wait for them to expire).
  TBO_DB, TBO_MEDIA, TBO_RECORD  the SQLite file, the uploads' folder and the file every API
                   response is recorded to (one JSON line each, for the contract check).
"""
import os
from datetime import timedelta
from pathlib import Path

from corsheaders.defaults import default_headers

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = 'reference-server-for-tests-only'
DEBUG = False
ALLOWED_HOSTS = ['127.0.0.1', 'localhost']

INSTALLED_APPS = [
    'django.contrib.auth',
    'django.contrib.contenttypes',
    'django.contrib.sessions',
    'corsheaders',
    'django_filters',
    'rest_framework',
    'rest_framework_simplejwt.token_blacklist',
    'temple',
]

MIDDLEWARE = [
    # First, so that its headers are on every answer, errors included.
    'corsheaders.middleware.CorsMiddleware',
    'temple.recorder.RecordResponses',
    'django.middleware.common.CommonMiddleware',
    'django.contrib.sessions.middleware.SessionMiddleware',
    'django.contrib.auth.middleware.AuthenticationMiddleware',
]

ROOT_URLCONF = 'server.urls'
FORCE_SCRIPT_NAME = os.environ.get('TBO_SCRIPT_NAME') or None
# Behind a same-origin proxy: the host the browser used, from the proxy's Host header.
USE_X_FORWARDED_HOST = True

DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.sqlite3',
        'NAME': os.environ.get('TBO_DB', str(BASE_DIR / 'db.sqlite3')),
    }
}
DEFAULT_AUTO_FIELD = 'django.db.models.AutoField'
AUTH_USER_MODEL = 'temple.User'
USE_TZ = True
TIME_ZONE = 'UTC'

MEDIA_ROOT = os.environ.get('TBO_MEDIA', str(BASE_DIR / 'media'))
MEDIA_URL = '/media/'
# A little more than the app's 5 MB image limit, so the serializer's own message answers first.
DATA_UPLOAD_MAX_MEMORY_SIZE = 6 * 1024 * 1024
FILE_UPLOAD_MAX_MEMORY_SIZE = 6 * 1024 * 1024

RECORD_FILE = os.environ.get('TBO_RECORD')

AUTHENTICATION = os.environ.get('TBO_AUTH', 'jwt')
PAGINATION = os.environ.get('TBO_PAGINATION', 'link')

REST_FRAMEWORK = {
    'DEFAULT_AUTHENTICATION_CLASSES': (
        ['rest_framework.authentication.SessionAuthentication', 'rest_framework_simplejwt.authentication.JWTAuthentication']
        if AUTHENTICATION == 'session-first'
        else ['rest_framework_simplejwt.authentication.JWTAuthentication']
    ),
    'DEFAULT_PERMISSION_CLASSES': ['rest_framework.permissions.IsAuthenticated'],
    'DEFAULT_PAGINATION_CLASS': (
        'rest_framework.pagination.PageNumberPagination' if PAGINATION == 'envelope' else 'temple.pagination.LinkHeaderPagination'
    ),
    'PAGE_SIZE': 20,
    'DEFAULT_FILTER_BACKENDS': ['django_filters.rest_framework.DjangoFilterBackend'],
    'DEFAULT_RENDERER_CLASSES': ['rest_framework.renderers.JSONRenderer'],
    'DEFAULT_PARSER_CLASSES': ['rest_framework.parsers.JSONParser'],
    'EXCEPTION_HANDLER': 'rest_framework.views.exception_handler',
}

SIMPLE_JWT = {
    'AUTH_HEADER_TYPES': (os.environ.get('TBO_HEADER_TYPE', 'JWT'),),
    'ACCESS_TOKEN_LIFETIME': timedelta(seconds=int(os.environ.get('TBO_ACCESS_SECONDS', '300'))),
    'REFRESH_TOKEN_LIFETIME': timedelta(days=7),
    'ROTATE_REFRESH_TOKENS': True,
    'BLACKLIST_AFTER_ROTATION': True,
    'UPDATE_LAST_LOGIN': False,
    # A refresh answer lost on its way is given again for a while (temple/refresh.py, docs/backend.md).
    'TOKEN_REFRESH_SERIALIZER': 'temple.refresh.RefreshWithGraceSerializer',
}
REFRESH_GRACE_SECONDS = 600

CORS_ALLOWED_ORIGINS = [origin.strip() for origin in os.environ.get('TBO_APP_ORIGINS', '').split(',') if origin.strip()]
CORS_ALLOW_HEADERS = default_headers if os.environ.get('TBO_CORS_HEADERS') == 'default' else (*default_headers, 'x-temple-id', 'if-match')
CORS_EXPOSE_HEADERS = ['Link', 'ETag']
# The app sends its token in a header, never a cookie.
CORS_ALLOW_CREDENTIALS = False

LOGGING = {
    'version': 1,
    'disable_existing_loggers': False,
    'handlers': {'console': {'class': 'logging.StreamHandler'}},
    'loggers': {'django.request': {'handlers': ['console'], 'level': 'ERROR'}},
}
